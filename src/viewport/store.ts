import { create } from 'zustand';

interface ViewportState {
  breakpoint: string | null;
  setBreakpoint(name: string): void;
}

/** The live breakpoint once the client has measured; null while the server's guess still applies. */
export const useViewportStore = create<ViewportState>((set) => ({
  breakpoint: null,
  setBreakpoint: (breakpoint) => set({ breakpoint }),
}));
