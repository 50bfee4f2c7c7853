import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { readStored, writeStored } from './safe-storage.ts';

export interface PersistOptions<S> {
  /** the localStorage key */
  name: string;
  /** stored with the state; a stored state of another version is handed to `migrate` */
  version: number;
  /** what of the state is stored (JSON leaves the actions out): the whole state by default */
  partialize?: (state: S) => unknown;
  migrate: (stored: unknown, version: number) => unknown;
  /** the state read back (or undefined when nothing is stored) over the store's current state */
  merge: (stored: unknown, current: S) => S;
}

/** What the app asks of a stored store: zustand's `persist` API, as far as the app uses it. */
export interface Persist {
  /** reads the stored state into the store (at once: localStorage answers synchronously) */
  rehydrate(): Promise<void>;
  hasHydrated(): boolean;
  onFinishHydration(listener: () => void): () => void;
  getOptions(): { name: string; version: number };
}

type Init<S> = (set: StoreApi<S>['setState'], get: StoreApi<S>['getState']) => S;

/**
 * A zustand store kept in localStorage as zustand's `persist` middleware keeps it (`{ state, version }`
 * under `name`, written on every change, read back only when `rehydrate` is called: the server's HTML
 * and the first client render agree). The middleware is 1 kB gz of every first visit's JavaScript, for
 * the two stores that use the few lines below.
 */
export function persistedStore<S extends object>(init: Init<S>, options: PersistOptions<S>): UseBoundStore<StoreApi<S>> & { persist: Persist } {
  let hydrated = false;
  const finished = new Set<() => void>();
  const persist: Persist = {
    rehydrate: () => Promise.resolve(),
    hasHydrated: () => hydrated,
    onFinishHydration: (listener) => {
      finished.add(listener);
      return () => void finished.delete(listener);
    },
    getOptions: () => ({ name: options.name, version: options.version }),
  };
  const store = create<S>()((set, get, api) => {
    const save = () => writeStored(options.name, { state: (options.partialize ?? ((state: S) => state))(get()), version: options.version });
    const setAndSave = ((...args: Parameters<typeof set>) => {
      set(...args);
      save();
    }) as typeof set;
    api.setState = setAndSave;
    const rehydrate = () => {
      hydrated = false;
      const stored = readStored(options.name);
      const record = stored && typeof stored === 'object' ? (stored as { state?: unknown; version?: unknown }) : undefined;
      const migrated = typeof record?.version === 'number' && record.version !== options.version;
      set(options.merge(migrated ? options.migrate(record.state, record.version as number) : record?.state, get()), true);
      if (migrated) save();
      hydrated = true;
      finished.forEach((listener) => listener());
    };
    persist.rehydrate = () => {
      try {
        rehydrate();
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    return init(setAndSave, get);
  });
  return Object.assign(store, { persist });
}
