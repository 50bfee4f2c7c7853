/**
 * The password rules the backend enforces (issue 17) and the forms mirror, in one place so they
 * cannot drift: at least 8 and at most 64 characters, not the account id, not one character
 * repeated, and not one of the passwords every guessing list starts with.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Lower-case; compared case-insensitively. Kept small: it stops the first guesses, not a dictionary. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11223344',
  '12341234',
  '12121212',
  '11112222',
  '123123123',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pass1234',
  'password!',
  'qwertyui',
  'qwerty12',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'asdf1234',
  'zxcvbnm1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'a1b2c3d4',
  'iloveyou',
  'iloveyou1',
  'letmein1',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'whatever',
  'dragon12',
  'monkey12',
  'shadow12',
  'master12',
  'michael1',
  'changeme',
  'computer',
  'internet',
  'jackpot1',
  'casino123',
  'lucky777',
]);

export type PasswordProblem = 'length' | 'accountId' | 'repeated' | 'common';

export function passwordProblem(password: string, accountId = ''): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'length';
  const lower = password.toLowerCase();
  if (accountId && lower === accountId.trim().toLowerCase()) return 'accountId';
  if (/^(.)\1*$/su.test(password)) return 'repeated';
  if (COMMON_PASSWORDS.has(lower)) return 'common';
  return null;
}
