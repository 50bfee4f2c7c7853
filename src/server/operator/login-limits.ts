/**
 * Operator login limits, like the players' (tools/demo-backend/auth/throttle.ts): attempts count per
 * account and per client address; after `maxFailures` within `windowMs` either key is refused (429,
 * Retry-After: until its oldest attempt leaves the window), before any password is hashed. Each
 * attempt is reserved in the store before its hash, atomically, and kept when it fails: counting a
 * failure only after the hash let a burst sent at once all pass the check (issue 50). A success
 * clears the account's count and gives back its reservation on the address, never the address's
 * other failures (one good login must not reset a spray).
 *
 * The attempts are counted in the config store, so every server on one store shares one limit (two
 * instances must not allow ten each). This process keeps what it last read of each key, bounded so
 * a flood of made-up names cannot grow it: a key it already knows is over the limit is refused
 * without asking the store.
 */
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';
import { OperatorError } from './http.ts';

export interface LoginLimitPolicy {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitPolicy = { maxFailures: 10, windowMs: 15 * 60_000 };

export type LoginFailureStore = Pick<ConfigStoreBackend, 'reserveLoginAttempt' | 'releaseLoginAttempt' | 'loginFailures' | 'clearLoginFailures'>;

/** One reserved attempt: what the limits need to keep or give it back once the password is checked. */
export interface LoginAttempt {
  accountKey: string;
  addressKey: string;
  at: number;
}

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
    /**
     * Reserves an attempt for this account from this address, or says how many milliseconds until
     * one may be made.
     */
    async begin(account: string, address: string): Promise<{ attempt: LoginAttempt } | { retryAfter: number }> {
      const keys = keysOf(account, address);
      const local = Math.max(...keys.map(wait));
      if (local > 0) return { retryAfter: local };
      const at = now();
      if (await store.reserveLoginAttempt(keys, at, at - policy.windowMs + 1, policy.maxFailures))
        return { attempt: { accountKey: keys[0]!, addressKey: keys[1]!, at } };
      await learn(keys);
      // at least a second: the store refused, even if what it answers since has left the window
      return { retryAfter: Math.max(1_000, ...keys.map(wait)) };
    },
    /** The password was wrong: the reservation stays, as a failure. */
    async failed(attempt: LoginAttempt): Promise<void> {
      // read back rather than add to what this process knew: another server's success may have cleared the account
      await learn([attempt.accountKey, attempt.addressKey]);
    },
    async succeeded(attempt: LoginAttempt): Promise<void> {
      known.delete(attempt.accountKey);
      await store.clearLoginFailures(attempt.accountKey);
      await store.releaseLoginAttempt(attempt.addressKey, attempt.at);
    },
    /** No password was checked (the hashing was too busy): the attempt is given back on both keys. */
    async abandoned(attempt: LoginAttempt): Promise<void> {
      await store.releaseLoginAttempt(attempt.accountKey, attempt.at);
      await store.releaseLoginAttempt(attempt.addressKey, attempt.at);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/** The 429 a refused attempt gets, with when to try again. */
export function tooManyAttempts(waitMs: number): OperatorError {
  const seconds = Math.ceil(waitMs / 1000);
  return new OperatorError(429, 'tooManyAttempts', 'too many failed logins; try again later', { retryAfter: seconds }, { 'retry-after': String(seconds) });
}
