import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Params live in each hash, so they can be raised later without breaking stored ones. Player-chosen passwords
// get N=2^15 (32 MiB, ~75 ms here). The seeded demo password is published in the README, so a strong work factor
// protects nothing there; N=2^12 keeps first-start seeding of 26 accounts well under the 5 s budget.
const N = 1 << 15;
const N_PUBLISHED = 1 << 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$saltHex$keyHex` */
export async function hashPassword(password: string, strength: 'secret' | 'published' = 'secret'): Promise<string> {
  const salt = randomBytes(16);
  const n = strength === 'published' ? N_PUBLISHED : N;
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
