/** Server-side rules for player-entered values (§5 leaves them open; these match common operator rules). */
export const ACCOUNT_ID = /^[A-Za-z0-9]{4,16}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
const EMAIL = /^[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
// Letters (any script), combining marks, spaces and the punctuation real names use; no ; ( ) = or quotes pairs.
const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,63}$/u;

export function isValidAccountId(value: string): boolean {
  return ACCOUNT_ID.test(value);
}

export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return null;
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
