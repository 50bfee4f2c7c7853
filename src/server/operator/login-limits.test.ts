import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import { openSqliteBackend } from '../../../engine/store/sqlite.ts';
import { createLoginLimits, type LoginFailureStore, type LoginLimits } from './login-limits.ts';

/** One login that fails: its attempt reserved, then kept. */
async function fail(limits: LoginLimits, account: string, address: string) {
  const reserved = await limits.begin(account, address);
  if ('attempt' in reserved) await limits.failed(reserved.attempt);
  return 'attempt' in reserved;
}

/** Milliseconds until this account may try from this address; 0: now (the reservation given back, so asking counts nothing). */
async function retryAfter(limits: LoginLimits, account: string, address: string) {
  const reserved = await limits.begin(account, address);
  if ('retryAfter' in reserved) return reserved.retryAfter;
  await limits.abandoned(reserved.attempt);
  return 0;
}

/** The store, counting the reads the limits make of it. */
function counted(store: LoginFailureStore) {
  const reads = { count: 0 };
  const wrapped: LoginFailureStore = {
    reserveLoginAttempt: (...args) => store.reserveLoginAttempt(...args),
    releaseLoginAttempt: (...args) => store.releaseLoginAttempt(...args),
    loginFailures: (...args) => {
      reads.count++;
      return store.loginFailures(...args);
    },
    clearLoginFailures: (...args) => store.clearLoginFailures(...args),
  };
  return { store: wrapped, reads };
}

describe('login limits', () => {
  it('refuses the 11th try within the window, per account and per address, until the oldest failure ages out', async () => {
    let now = 0;
    const limits = createLoginLimits(openMemoryBackend(), { policy: { maxFailures: 10, windowMs: 60_000 }, now: () => now });
    for (let i = 0; i < 10; i++) {
      expect(await fail(limits, 'Ann', `10.0.0.${i}`)).toBe(true);
      now += 1_000;
    }
    expect(await retryAfter(limits, 'ann', '10.9.9.9')).toBe(50_000);
    expect(await retryAfter(limits, 'bob', '10.0.0.1')).toBe(0);
    now = 60_000;
    expect(await retryAfter(limits, 'ann', '10.9.9.9')).toBe(0);
  });

  it("a success clears the account and gives back its own attempt, but not the address's failures", async () => {
    const limits = createLoginLimits(openMemoryBackend(), { policy: { maxFailures: 2, windowMs: 60_000 }, now: () => 0 });
    await fail(limits, 'ann', '1.1.1.1');
    const reserved = await limits.begin('ann', '1.1.1.2');
    if (!('attempt' in reserved)) throw new Error('refused');
    await limits.succeeded(reserved.attempt);
    expect(await retryAfter(limits, 'ann', '2.2.2.2')).toBe(0);
    // the success gave its own reservation back, and kept the address's failure
    expect(await retryAfter(limits, 'other', '1.1.1.2')).toBe(0);
    await fail(limits, 'other', '1.1.1.1');
    expect(await retryAfter(limits, 'third', '1.1.1.1')).toBe(60_000);
  });

  it('two servers on one store share the limit: five failures on each refuse the 11th on either', async () => {
    let now = 0;
    const backend = openMemoryBackend();
    const policy = { maxFailures: 10, windowMs: 60_000 };
    const a = counted(backend);
    const one = createLoginLimits(a.store, { policy, now: () => now });
    const two = createLoginLimits(backend, { policy, now: () => now });
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? two : one;
      expect(await fail(server, 'ann', `10.0.0.${i}`)).toBe(true);
      now += 1_000;
    }
    expect(await retryAfter(one, 'ann', '10.9.9.9')).toBe(50_000);
    expect(await retryAfter(two, 'ann', '10.9.9.8')).toBe(50_000);
    // the first refusal asked the store; later ones from this process do not
    const reads = a.reads.count;
    expect(await retryAfter(one, 'ann', '10.9.9.7')).toBe(50_000);
    expect(await retryAfter(one, 'ANN', '10.9.9.6')).toBe(50_000);
    expect(a.reads.count).toBe(reads);
  });

  it('a success on one server clears the account for the other', async () => {
    const backend = openMemoryBackend();
    const one = createLoginLimits(backend, { now: () => 0 });
    const two = createLoginLimits(backend, { now: () => 0 });
    for (let i = 0; i < 9; i++) await fail(one, 'ann', `10.0.0.${i}`);
    const reserved = await two.begin('ann', '10.0.2.0');
    if (!('attempt' in reserved)) throw new Error('refused');
    await two.succeeded(reserved.attempt);
    await fail(one, 'ann', '10.0.0.9');
    expect(await retryAfter(one, 'ann', '10.0.1.0')).toBe(0);
  });

  it('one address spraying accounts across two servers is refused at its 11th failure', async () => {
    const backend = openMemoryBackend();
    const servers = [createLoginLimits(backend, { now: () => 0 }), createLoginLimits(backend, { now: () => 0 })];
    for (let i = 0; i < 10; i++) await fail(servers[i % 2]!, `user${i}`, '10.1.1.1');
    for (const server of servers) expect(await retryAfter(server, 'user99', '10.1.1.1')).toBe(15 * 60_000);
  });

  it('forgets the oldest keys past its bound, and reads a forgotten one from the store again', async () => {
    const { store, reads } = counted(openMemoryBackend());
    const limits = createLoginLimits(store, { policy: { maxFailures: 1, windowMs: 60_000 }, now: () => 0, maxKeys: 4 });
    for (let i = 0; i < 2; i++) await fail(limits, `user${i}`, `address${i}`);
    const before = reads.count;
    expect(await retryAfter(limits, 'user1', 'elsewhere')).toBe(60_000);
    expect(reads.count).toBe(before);
    // two more keys push the two oldest (user0's and its address's) out
    await fail(limits, 'user2', 'address2');
    const after = reads.count;
    expect(await retryAfter(limits, 'user0', 'elsewhere')).toBe(60_000);
    expect(reads.count).toBe(after + 1);
  });
});

describe('login limits on the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'login-limits-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('two servers on one SQLite file refuse the 11th failure together, and a reopened file still remembers', async () => {
    const path = join(dir, 'store.sqlite');
    let now = 1_000_000;
    const first = openSqliteBackend(path);
    const second = openSqliteBackend(path);
    const one = createLoginLimits(first, { now: () => now });
    const two = createLoginLimits(second, { now: () => now });
    for (let i = 0; i < 10; i++) {
      const server = i < 5 ? one : two;
      expect(await fail(server, 'ann', `10.0.0.${i}`)).toBe(true);
      now += 1_000;
    }
    expect(await retryAfter(one, 'ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    expect(await retryAfter(two, 'ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    await first.close();
    await second.close();
    const again = openSqliteBackend(path);
    expect(await retryAfter(createLoginLimits(again, { now: () => now }), 'ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    await again.close();
  });
});
