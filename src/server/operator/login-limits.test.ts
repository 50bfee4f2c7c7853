import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import { openSqliteBackend } from '../../../engine/store/sqlite.ts';
import { createLoginLimits, type LoginFailureStore } from './login-limits.ts';

/** The store, counting the reads the limits make of it. */
function counted(store: LoginFailureStore) {
  const reads = { count: 0 };
  const wrapped: LoginFailureStore = {
    loginFailed: (...args) => store.loginFailed(...args),
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
      expect(await limits.retryAfter('Ann', `10.0.0.${i}`)).toBe(0);
      await limits.failed('Ann', `10.0.0.${i}`);
      now += 1_000;
    }
    expect(await limits.retryAfter('ann', '10.9.9.9')).toBe(50_000);
    expect(await limits.retryAfter('bob', '10.0.0.1')).toBe(0);
    now = 60_000;
    expect(await limits.retryAfter('ann', '10.9.9.9')).toBe(0);
  });

  it('a success clears the account but not the address', async () => {
    const limits = createLoginLimits(openMemoryBackend(), { policy: { maxFailures: 2, windowMs: 60_000 }, now: () => 0 });
    await limits.failed('ann', '1.1.1.1');
    await limits.failed('ann', '1.1.1.1');
    await limits.succeeded('ann');
    expect(await limits.retryAfter('ann', '2.2.2.2')).toBe(0);
    expect(await limits.retryAfter('other', '1.1.1.1')).toBe(60_000);
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
      expect(await server.retryAfter('ann', `10.0.0.${i}`)).toBe(0);
      await server.failed('ann', `10.0.0.${i}`);
      now += 1_000;
    }
    expect(await one.retryAfter('ann', '10.9.9.9')).toBe(50_000);
    expect(await two.retryAfter('ann', '10.9.9.8')).toBe(50_000);
    // the first refusal asked the store; later ones from this process do not
    const reads = a.reads.count;
    expect(await one.retryAfter('ann', '10.9.9.7')).toBe(50_000);
    expect(await one.retryAfter('ANN', '10.9.9.6')).toBe(50_000);
    expect(a.reads.count).toBe(reads);
  });

  it('a success on one server clears the account for the other', async () => {
    const backend = openMemoryBackend();
    const one = createLoginLimits(backend, { now: () => 0 });
    const two = createLoginLimits(backend, { now: () => 0 });
    for (let i = 0; i < 9; i++) await one.failed('ann', `10.0.0.${i}`);
    await two.succeeded('ann');
    await one.failed('ann', '10.0.0.9');
    expect(await one.retryAfter('ann', '10.0.1.0')).toBe(0);
  });

  it('one address spraying accounts across two servers is refused at its 11th failure', async () => {
    const backend = openMemoryBackend();
    const servers = [createLoginLimits(backend, { now: () => 0 }), createLoginLimits(backend, { now: () => 0 })];
    for (let i = 0; i < 10; i++) await servers[i % 2]!.failed(`user${i}`, '10.1.1.1');
    for (const server of servers) expect(await server.retryAfter('user99', '10.1.1.1')).toBe(15 * 60_000);
  });

  it('forgets the oldest keys past its bound, and reads a forgotten one from the store again', async () => {
    const { store, reads } = counted(openMemoryBackend());
    const limits = createLoginLimits(store, { policy: { maxFailures: 1, windowMs: 60_000 }, now: () => 0, maxKeys: 4 });
    for (let i = 0; i < 4; i++) await limits.failed(`user${i}`, 'same');
    const before = reads.count;
    expect(await limits.retryAfter('user3', 'elsewhere')).toBe(60_000);
    expect(reads.count).toBe(before);
    expect(await limits.retryAfter('user0', 'elsewhere')).toBe(60_000);
    expect(reads.count).toBe(before + 1);
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
      expect(await server.retryAfter('ann', `10.0.0.${i}`)).toBe(0);
      await server.failed('ann', `10.0.0.${i}`);
      now += 1_000;
    }
    expect(await one.retryAfter('ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    expect(await two.retryAfter('ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    await first.close();
    await second.close();
    const again = openSqliteBackend(path);
    expect(await createLoginLimits(again, { now: () => now }).retryAfter('ann', '10.9.9.9')).toBe(15 * 60_000 - 10_000);
    await again.close();
  });
});
