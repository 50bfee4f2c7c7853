import type { StoreHealth } from './types.ts';

export interface LivePoller {
  subscribe(callback: (id: string) => void, onHealth?: (health: StoreHealth) => void): () => void;
  /** polls now (a NOTIFY arrived): the next change reaches the subscribers without waiting for the timer */
  nudge(): void;
  close(): void;
}

/**
 * Follows the live pointer by reading it every `intervalMs` while anyone listens: the SQLite
 * store's way to follow publishes of other processes on the same file, and the Postgres store's
 * fallback under LISTEN. A failed read marks the store unreachable (since when, and why); the
 * first read that answers again marks it reachable and delivers whatever went live meanwhile.
 * The first read calls back too, so a subscriber that loaded the live revision just before
 * subscribing cannot miss a publish in between (it compares with what it serves).
 */
export function livePoller(read: () => Promise<string | undefined>, intervalMs: number, now: () => Date = () => new Date()): LivePoller {
  const subscribers = new Set<{ callback: (id: string) => void; onHealth?: ((health: StoreHealth) => void) | undefined }>();
  let last: string | undefined;
  let health: StoreHealth = { reachable: true };
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let again = false;

  const setHealth = (next: StoreHealth) => {
    health = next;
    for (const s of subscribers) s.onHealth?.(next);
  };

  async function poll(): Promise<void> {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    try {
      const id = await read();
      if (!health.reachable) setHealth({ reachable: true });
      if (id !== undefined && id !== last) {
        last = id;
        for (const s of subscribers) s.callback(id);
      }
    } catch (error) {
      if (health.reachable) setHealth({ reachable: false, since: now().toISOString(), error: error instanceof Error ? error.message : String(error) });
    } finally {
      inFlight = false;
      if (again && subscribers.size > 0) {
        again = false;
        void poll();
      }
    }
  }

  return {
    subscribe(callback, onHealth) {
      const subscriber = { callback, onHealth };
      subscribers.add(subscriber);
      if (!health.reachable) onHealth?.(health);
      if (!timer) {
        timer = setInterval(() => void poll(), intervalMs);
        timer.unref?.();
      }
      // a new subscriber hears the current live id from the next read
      last = undefined;
      void poll();
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    nudge: () => void poll(),
    close() {
      subscribers.clear();
      clearInterval(timer);
      timer = undefined;
    },
  };
}
