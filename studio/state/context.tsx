/** The store handed to the shell's components, and a hook to read it with a selector. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StudioState, StudioStore } from './store.ts';

const StoreContext = createContext<StudioStore | null>(null);

export function StudioProvider({ store, children }: { store: StudioStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStudioStore(): StudioStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStudio needs a StudioProvider');
  return store;
}

export function useStudio<T>(selector: (state: StudioState) => T): T {
  return useStore(useStudioStore(), selector);
}
