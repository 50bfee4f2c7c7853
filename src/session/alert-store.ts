import { create } from 'zustand';

interface AlertState {
  alert: { title: string; text: string } | null;
  show(title: string, text: string): void;
  dismiss(): void;
}

/** The one error dialog of §8 (titled errorTitle). */
export const useAlert = create<AlertState>((set) => ({
  alert: null,
  show: (title, text) => set({ alert: { title, text } }),
  dismiss: () => set({ alert: null }),
}));
