/**
 * Operator passwords: scrypt (node:crypto's async form, on libuv's pool, never on the event loop),
 * stored as `scrypt$N$r$p$salt$hash` in base64url, compared in constant time. The parameters live in
 * each hash, so they can be raised later without breaking the stored ones: a login with an older
 * hash is told to store a new one (`needsRehash`). N is 2^17, OWASP's figure since 2023 (issue 50).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { OPERATOR_COMMON_PASSWORDS } from './common-passwords.ts';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const PARAMS: ScryptParams = { N: 1 << 17, r: 8, p: 1 };
/** The lowest N OPERATOR_TEST_SCRYPT_N may set: 1 MiB at r = 8. */
const TEST_N_FLOOR = 1 << 10;
const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes (128 MiB at these parameters) and refuses past maxmem: room for a little more
const MAX_MEM = 256 * 1024 * 1024;

/** Shorter is refused: an operator account publishes to every player of its brands. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer is refused before hashing: scrypt's cost grows with it, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** A listed password, or one stretched to length: digits or symbols added at either end, leetspeak, repeats. */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  const unleet = [...lower].map((c) => LEET[c] ?? c).join('');
  const candidates = [lower, bare, unleet, unleet.replace(/^[\d\W_]+|[\d\W_]+$/gu, '')];
  return candidates.some((c) => OPERATOR_COMMON_PASSWORDS.has(c) || /^(.{3,}?)\1+$/su.test(c));
}

/** Why a new password is refused, or undefined when it will do. `account`: the name it will belong to. */
export function passwordProblem(password: string, account = ''): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `a password has at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `a password has at most ${MAX_PASSWORD_LENGTH} characters`;
  if (/^(.)\1*$/su.test(password)) return 'a password is not one character repeated';
  const name = account.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return 'a password does not contain the account name';
  if (isCommon(password)) return 'that password is on the lists every guesser tries first; choose another';
  return undefined;
}

/**
 * The parameters new hashes get. OPERATOR_TEST_SCRYPT_N (a power of two from 2^10) lowers N for a test or
 * demo server only, one with no BACKEND_URL (its players are the embedded demo backend's): the test suites
 * log operators in hundreds of times, and each hash at 2^17 takes seconds on CI's two loaded cores. A
 * server with real players ignores it, and upgrades a weaker hash at its account's next login (needsRehash).
 */
export function hashParams(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const value = env['OPERATOR_TEST_SCRYPT_N'];
  if (value === undefined || value.trim() === '' || env['BACKEND_URL']) return PARAMS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < TEST_N_FLOOR || n > PARAMS.N || (n & (n - 1)) !== 0)
    throw new Error(`OPERATOR_TEST_SCRYPT_N is not a power of two from ${TEST_N_FLOOR} to ${PARAMS.N}: ${JSON.stringify(value)}`);
  return { ...PARAMS, N: n };
}

export async function hashPassword(password: string, params: ScryptParams = hashParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params.N, params.r, params.p);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a hash that verified was made with weaker parameters than new ones get: the login stores a new one. */
export function needsRehash(stored: string, params: ScryptParams = hashParams()): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) < params.N || Number(r) < params.r || Number(p) < params.p;
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
