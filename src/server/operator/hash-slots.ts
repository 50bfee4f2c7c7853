/**
 * A bound on the password hashes this process computes at once (issue 50): each scrypt takes tens of
 * milliseconds of a libuv thread and 128 MiB-class memory, so a burst of logins could otherwise take
 * every thread the studio's files and the store's reads also wait on. A few run; a few more wait a
 * moment for a turn; the rest are answered 503 with Retry-After at once.
 */
import { OperatorError } from './http.ts';

export interface HashSlotPolicy {
  /** hashes computed at once */
  running: number;
  /** requests waiting for a turn; more are refused */
  waiting: number;
  /** how long one waits before it is refused */
  waitMs: number;
}

export const DEFAULT_HASH_SLOTS: HashSlotPolicy = { running: 2, waiting: 32, waitMs: 15_000 };

const busy = () => new OperatorError(503, 'hashingBusy', 'too many logins at once; try again shortly', { retryAfter: 1 }, { 'retry-after': '1' });

export function createHashSlots(policy: HashSlotPolicy = DEFAULT_HASH_SLOTS) {
  let running = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    running--;
    queue.shift()?.();
  };
  const turn = (): Promise<void> => {
    if (running < policy.running) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= policy.waiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        running++;
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(go), 1);
        reject(busy());
      }, policy.waitMs);
      queue.push(go);
    });
  };
  return {
    /** `hash` once a slot is free; an OperatorError 503 when none frees in time */
    async run<T>(hash: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await hash();
      } finally {
        next();
      }
    },
  };
}

export type HashSlots = ReturnType<typeof createHashSlots>;
