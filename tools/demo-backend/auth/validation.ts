import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem as policyProblem } from '../../../src/lib/password-policy.ts';

/** Server-side rules for player-entered values (§5 leaves them open; these match common operator rules). */
export const ACCOUNT_ID = /^[A-Za-z0-9]{4,16}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
// Letters (any script), combining marks, spaces and the punctuation real names use; no ; ( ) = or quotes pairs.
const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,63}$/u;

export function isValidAccountId(value: string): boolean {
  return ACCOUNT_ID.test(value);
}

const PROBLEM_TEXT = {
  length: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  accountId: 'Password must not be the account ID',
  repeated: 'Password must not be one character repeated',
  common: 'Password is too common',
} as const;

/** The shared policy (src/lib/password-policy.ts), worded for statusDetail. */
export function passwordProblem(value: string, accountId: string): string | null {
  const problem = policyProblem(value, accountId);
  return problem ? PROBLEM_TEXT[problem] : null;
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

export function isValidFullName(value: string): boolean {
  return FULL_NAME.test(value.trim());
}

/**
 * Tracking ids (referral and affiliate codes, campaign tags, the _fbp cookie, AppsFlyer and visitor ids) are
 * opaque tokens: the front end sends only `[A-Za-z0-9._-]`, at most 128, so markup or quotes mean a forged call.
 * Empty is allowed: the front end sends '' for what the visitor did not bring.
 */
export const TRACKING_ID_MAX = 128;
const TRACKING_ID = /^[A-Za-z0-9._-]*$/;

export function isValidTrackingId(value: string): boolean {
  return value.length <= TRACKING_ID_MAX && TRACKING_ID.test(value);
}

/** The §7 signup fields that are tracking ids. */
export const SIGNUP_TRACKING_FIELDS = ['referrer_code', 'ch', 'cm', 'pp', 'affiliate_code', 'fbp', 'appsflyer_id', 'visitor_id'] as const;

export const trackingIdRule = (field: string) => `Field "${field}" may hold only letters, digits, ".", "_" and "-", at most ${TRACKING_ID_MAX} characters`;
