/** Client-side checks of the auth forms; the keys are validation.json messages. */
export type Problem = string | null;

export const ACCOUNT_ID = /^[A-Za-z0-9]{4,16}$/;

export function checkAccountId(v: string): Problem {
  if (!v.trim()) return 'validation.required';
  return ACCOUNT_ID.test(v.trim()) ? null : 'validation.accountId';
}

export function checkPassword(v: string): Problem {
  if (!v) return 'validation.required';
  return v.length >= 6 && v.length <= 64 ? null : 'validation.passwordLength';
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

/** A new password must pass checkPassword and differ from the current one. */
export function checkNewPassword(current: string, next: string): Problem {
  return checkPassword(next) ?? (current === next ? 'validation.samePassword' : null);
}
