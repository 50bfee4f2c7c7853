import { passwordProblem } from '../lib/password-policy.ts';

/** Client-side checks of the auth forms; the keys are validation.json messages. */
export type Problem = string | null;

export const ACCOUNT_ID = /^[A-Za-z0-9]{4,16}$/;

export function checkAccountId(v: string): Problem {
  if (!v.trim()) return 'validation.required';
  return ACCOUNT_ID.test(v.trim()) ? null : 'validation.accountId';
}

/** A password being typed to log in (or confirm who you are): it may predate today's rules. */
export function checkPassword(v: string): Problem {
  return v ? null : 'validation.required';
}

const POLICY_KEYS = {
  length: 'validation.passwordLength',
  accountId: 'validation.passwordAccountId',
  repeated: 'validation.passwordRepeated',
  common: 'validation.passwordCommon',
} as const;

/** A password being chosen: the backend's policy (src/lib/password-policy.ts), so the form says no first. */
export function checkChosenPassword(v: string, accountId: string): Problem {
  if (!v) return 'validation.required';
  const problem = passwordProblem(v, accountId);
  return problem ? POLICY_KEYS[problem] : null;
}

export function checkEmail(v: string, required = true): Problem {
  if (!v.trim()) return required ? 'validation.required' : null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim()) ? null : 'validation.email';
}

export function checkPhone(v: string): Problem {
  if (!v.trim()) return 'validation.required';
  return /^\+?[0-9]{7,15}$/.test(v.replace(/[\s-]/g, '')) ? null : 'validation.phone';
}

export function checkTac(v: string): Problem {
  if (!v.trim()) return 'validation.required';
  return /^[0-9]{6}$/.test(v.trim()) ? null : 'validation.tac';
}

export function checkUrl(v: string): Problem {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'validation.url';
  } catch {
    return 'validation.url';
  }
}

export function checkSame(a: string, b: string): Problem {
  return a === b ? null : 'validation.passwordMismatch';
}

/** Full name (§5 alphabet-only input): letters and spaces (runs of spaces count as one), at most 64 characters. */
export function checkFullName(v: string): Problem {
  const name = v.trim().replace(/\s+/g, ' ');
  if (!name) return 'validation.required';
  if (name.length > 64) return 'validation.fullNameLength';
  return /^[A-Za-z]+( [A-Za-z]+)*$/.test(name) ? null : 'validation.fullName';
}

/** A new password must follow the policy and differ from the current one. */
export function checkNewPassword(current: string, next: string, accountId: string): Problem {
  return checkChosenPassword(next, accountId) ?? (current === next ? 'validation.samePassword' : null);
}
