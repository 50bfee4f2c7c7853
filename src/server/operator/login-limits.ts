/**
 * Operator login limits, like the players' (tools/demo-backend/auth/throttle.ts): failures count per
 * account and per client address; after `maxFailures` within `windowMs` either key is refused (429,
 * Retry-After: until its oldest failure leaves the window), before any password is hashed. A success
 * clears the account's count, never the address's (one good login must not reset a spray).
 *
 * The failures are counted in the config store, so every server on one store shares one limit (two
 * instances must not allow ten each). This process keeps what it last read of each key, bounded so
 * a flood of made-up names cannot grow it: a key it already knows is over the limit is refused
 * without asking the store.
 */
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';

export interface LoginLimitPolicy {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitPolicy = { maxFailures: 10, windowMs: 15 * 60_000 };

export type LoginFailureStore = Pick<ConfigStoreBackend, 'loginFailed' | 'loginFailures' | 'clearLoginFailures'>;

export interface LoginLimitOptions {
  policy?: LoginLimitPolicy;
  now?: () => number;
  maxKeys?: number;
}

export function createLoginLimits(store: LoginFailureStore, options: LoginLimitOptions = {}) {
  const { policy = DEFAULT_LOGIN_LIMITS, now = Date.now, maxKeys = 20_000 } = options;
  /** key → failure times, oldest first: this process's copy of the store's newest `maxFailures` */
  const known = new Map<string, number[]>();
  const remember = (key: string, times: number[]) => {
    known.delete(key);
    if (times.length === 0) return;
    known.set(key, times.slice(-policy.maxFailures));
    while (known.size > maxKeys) known.delete(known.keys().next().value as string);
  };
  const wait = (key: string): number => {
    const times = (known.get(key) ?? []).filter((t) => now() - t < policy.windowMs);
    return times.length >= policy.maxFailures ? times[times.length - policy.maxFailures]! + policy.windowMs - now() : 0;
  };
  const learn = async (keys: string[]) => {
    const stored = await store.loginFailures(keys, now() - policy.windowMs + 1, policy.maxFailures);
    keys.forEach((key, i) => remember(key, [...(stored[i] ?? [])].reverse()));
  };
  const accountKey = (account: string) => `a:${account.toLowerCase()}`;
  const keysOf = (account: string, address: string) => [accountKey(account), `c:${address}`];
  return {
    /** milliseconds until this account may try again from this address; 0: now */
    async retryAfter(account: string, address: string): Promise<number> {
      const keys = keysOf(account, address);
      const local = Math.max(...keys.map(wait));
      if (local > 0) return local;
      await learn(keys);
      return Math.max(...keys.map(wait));
    },
    async failed(account: string, address: string): Promise<void> {
      const at = now();
      const keys = keysOf(account, address);
      await store.loginFailed(keys, at, at - policy.windowMs + 1);
      // read back rather than add to what this process knew: another server's success may have cleared the account
      await learn(keys);
    },
    async succeeded(account: string): Promise<void> {
      known.delete(accountKey(account));
      await store.clearLoginFailures(accountKey(account));
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
