import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createGate } from './gate.ts';

// Params live in each hash, so they can be raised later without breaking stored ones: N=2^15 (32 MiB, ~75 ms here).
const N = 1 << 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's 4-thread pool, which also reads static files: 16 parallel logins once made a
 * JS asset wait 6–15 s. One hash at a time leaves three threads for files; the queue is bounded so a
 * flood is refused (503) rather than kept in memory. DEMO_HASH_CONCURRENCY raises it on bigger machines.
 */
const gate = createGate(Math.max(1, Number(process.env.DEMO_HASH_CONCURRENCY) || 1), 64);

export { GateFullError } from './gate.ts';

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$saltHex$keyHex` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Computes the stand-in hash ahead (at start), so the first unknown account costs no more than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * Costs what checking a real account's password costs, and always fails: an unknown account gets the
 * same answer as a wrong password, in the same time.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}
