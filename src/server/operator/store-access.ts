/**
 * What the operator surface needs from the config store, and how it reaches it: the store branch's
 * backend and publisher (engine/store/types.ts) behind one small interface, so wiring the real
 * ones is one function. A failure of the backend becomes StoreUnavailable (answered 503), never a 500.
 */
import type { OperatorStore } from '../../../engine/store/open-for-operators.ts';

export type { OperatorStore };

export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the config store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailable';
  }
}

const wrap = <T extends object>(target: T): T =>
  new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function' || key === 'onLive' || key === 'onActivity') return value;
      return (...args: unknown[]) => {
        try {
          return Promise.resolve(Reflect.apply(value, object, args)).catch((error: unknown) => {
            throw error instanceof StoreUnavailable ? error : new StoreUnavailable(error);
          });
        } catch (error) {
          return Promise.reject(new StoreUnavailable(error));
        }
      };
    },
  });

/** The same store, with every failed call turned into StoreUnavailable. */
export function guarded(store: OperatorStore): OperatorStore {
  return { backend: wrap(store.backend), publisher: wrap(store.publisher) };
}
