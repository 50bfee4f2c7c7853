/**
 * Failed attempts per key (an account, a client address) with growing delays: `free` failures in a
 * row cost nothing; the `free`-th locks the key for `baseDelayMs`, and each further one for twice as
 * long as the last, up to `maxDelayMs`. A key is forgotten `forgetAfterMs` after its last failure; the map is bounded so a
 * flood of fresh keys (spoofed accounts) cannot grow memory without end.
 */
export interface LimitPolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

interface Entry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

export function createAttemptLimiter(policy: LimitPolicy, now: () => number, maxKeys = 50_000) {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.lastFailure > policy.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds until `key` may try again; 0: now. */
    retryAfter(key: string): number {
      const entry = live(key);
      return entry ? Math.max(0, entry.lockedUntil - now()) : 0;
    },
    fail(key: string): void {
      const at = now();
      const entry = live(key) ?? { failures: 0, lastFailure: at, lockedUntil: 0 };
      entry.failures++;
      entry.lastFailure = at;
      const over = entry.failures - policy.free;
      if (over >= 0) entry.lockedUntil = at + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30));
      entries.delete(key);
      entries.set(key, entry);
      // oldest first: Map keeps insertion order, and a failing key is re-inserted at the end
      while (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    },
    succeed(key: string): void {
      entries.delete(key);
    },
    /** Drops keys whose last failure is older than the policy remembers. */
    purge(): void {
      for (const key of [...entries.keys()]) live(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
