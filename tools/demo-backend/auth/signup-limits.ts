import type { Context } from '../context.ts';
import { tooManyAttempts } from '../http/json-response.ts';

/**
 * What a sign-up step counts against: the client address and, for a sign-up itself, the device. Account
 * names are unique, so a sign-up must say when a name is taken; these limits are what keeps that answer (and
 * account farming) from being asked for in bulk.
 */
export interface SignupKeys {
  address: string;
  device: string | null;
}

const USER_AGENT_CHARS = 256;

/**
 * A sign-up counts against its address and its device: the visitor id the front end keeps in the browser, or,
 * for a client that sends none, the address and User-Agent together. The visitor id is the client's word, so it
 * only holds back a device that keeps it; the address limit is the one a single client cannot step around.
 */
export function signupKeys(ctx: Context, visitorId: string | undefined): SignupKeys {
  // a User-Agent may be kilobytes long; its start tells browsers apart well enough, and keeps each key small
  const device = visitorId ? `visitor:${visitorId}` : `agent:${ctx.client.address}|${ctx.client.userAgent.slice(0, USER_AGENT_CHARS)}`;
  return { address: `signup:${ctx.client.address}`, device };
}

/** tac/request_new_register names no device (§7 sends only the site and the name): it counts per address only. */
export function registerCodeKeys(ctx: Context): SignupKeys {
  return { address: `code:${ctx.client.address}`, device: null };
}

/** A 429 while the address or the device must wait; checked before anything is looked up or hashed. */
export function signupRefusal(ctx: Context, keys: SignupKeys): Response | null {
  const wait = Math.max(ctx.limits.signupAddress.retryAfter(keys.address), keys.device ? ctx.limits.signupDevice.retryAfter(keys.device) : 0);
  return wait > 0 ? tooManyAttempts(wait, 'Too many sign-ups from here; try again later') : null;
}

/** Every sign-up that gets as far as the name counts, created or taken: both answers are what a prober is after. */
export function countSignup(ctx: Context, keys: SignupKeys): void {
  ctx.limits.signupAddress.fail(keys.address);
  if (keys.device) ctx.limits.signupDevice.fail(keys.device);
}
