/**
 * Operator passwords: scrypt (node:crypto's async form, on libuv's pool, never on the event loop),
 * stored as `scrypt$N$r$p$salt$hash` in base64url, compared in constant time. The parameters live in
 * each hash, so they can be raised later without breaking the stored ones.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/** Shorter is refused: an operator account publishes to every player of its brands. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer is refused before hashing: scrypt's cost grows with it, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Why a new password is refused, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `a password has at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `a password has at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let standIn: Promise<string> | undefined;

/**
 * Costs what checking a real account's password costs and always fails, so an unknown (or disabled)
 * account answers like a wrong password, in the same time.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  standIn ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await standIn);
  return false;
}
