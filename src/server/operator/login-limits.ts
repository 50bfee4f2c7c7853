/**
 * Operator login limits, like the players' (tools/demo-backend/auth/throttle.ts): failures count per
 * account and per client address; after `maxFailures` within `windowMs` either key is refused (429,
 * Retry-After: until its oldest failure leaves the window), before any password is hashed. A success
 * clears the account's count, never the address's (one good login must not reset a spray). Bounded
 * in memory so a flood of made-up names cannot grow it.
 */
export interface LoginLimitPolicy {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitPolicy = { maxFailures: 10, windowMs: 15 * 60_000 };

export function createLoginLimits(policy: LoginLimitPolicy = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now, maxKeys = 20_000) {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const times = (failures.get(key) ?? []).filter((t) => now() - t < policy.windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  const wait = (key: string): number => {
    const times = recent(key);
    return times.length >= policy.maxFailures ? times[times.length - policy.maxFailures]! + policy.windowMs - now() : 0;
  };
  const fail = (key: string) => {
    const times = recent(key);
    times.push(now());
    failures.delete(key);
    failures.set(key, times.slice(-policy.maxFailures));
    while (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
  };
  return {
    /** milliseconds until this account may try again from this address; 0: now */
    retryAfter(account: string, address: string): number {
      return Math.max(wait(`a:${account.toLowerCase()}`), wait(`c:${address}`));
    },
    failed(account: string, address: string): void {
      fail(`a:${account.toLowerCase()}`);
      fail(`c:${address}`);
    },
    succeeded(account: string): void {
      failures.delete(`a:${account.toLowerCase()}`);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
