import type { Context } from '../context.ts';
import { tooManyAttempts } from '../http/json-response.ts';

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** Login and TAC failures count against the account (on its site) and against the client address. */
export function throttleKeys(ctx: Context, siteId: number, accountId: string): ThrottleKeys {
  return { account: `${siteId}:${accountId.trim().toLowerCase()}`, address: ctx.client.address };
}

/** A 429 while either key is locked; checked before any password is hashed, so a locked flood costs nothing. */
export function refusal(ctx: Context, keys: ThrottleKeys): Response | null {
  const wait = Math.max(ctx.limits.account.retryAfter(keys.account), ctx.limits.address.retryAfter(keys.address));
  return wait > 0 ? tooManyAttempts(wait, 'Too many failed attempts; try again later') : null;
}

export function recordFailure(ctx: Context, keys: ThrottleKeys): void {
  ctx.limits.account.fail(keys.account);
  ctx.limits.address.fail(keys.address);
}

/** A success clears the account's count; the address keeps its own (one good login must not reset a spray). */
export function recordSuccess(ctx: Context, keys: ThrottleKeys): void {
  ctx.limits.account.succeed(keys.account);
}
