import { createJSONStorage, type StateStorage } from 'zustand/middleware';

/**
 * localStorage that never throws: unavailable storage (private mode, SSR) reads as empty, and a
 * value that is not JSON is discarded instead of breaking the app.
 */
const guarded: StateStorage = {
  getItem(name) {
    try {
      const raw = globalThis.localStorage?.getItem(name) ?? null;
      if (raw === null) return null;
      JSON.parse(raw);
      return raw;
    } catch {
      try {
        globalThis.localStorage?.removeItem(name);
      } catch {
        /* storage itself is unavailable: nothing to discard */
      }
      return null;
    }
  },
  setItem(name, value) {
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch (error) {
      console.warn(`Could not persist ${name}`, error);
    }
  },
  removeItem(name) {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      /* storage unavailable: nothing stored to remove */
    }
  },
};

export const safeStorage = createJSONStorage(() => guarded);
