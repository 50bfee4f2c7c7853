import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorMetrics } from '../process/metrics.ts';
import { createHashSlots } from './hash-slots.ts';
import { createLoginLimits } from './login-limits.ts';
import { hashPassword } from '../../../engine/accounts/passwords.ts';
import { createOperatorServer } from './server.ts';
import { guarded } from './store-access.ts';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';
import { createPublisher } from '../../../engine/store/publish.ts';
import { createDraftRate } from './draft-quota.ts';

const open: Server[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));

/** The store's memory backend, with a switch that makes every call fail as a database that went away does. */
function switchable(backend: ConfigStoreBackend): ConfigStoreBackend & { down: boolean } {
  const state = { down: false };
  return new Proxy(backend, {
    get(object, key) {
      if (key === 'down') return state.down;
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (state.down ? Promise.reject(new Error('connection refused')) : Reflect.apply(value, object, args));
    },
    set(object, key, value) {
      if (key !== 'down') return Reflect.set(object, key, value);
      state.down = value === true;
      return true;
    },
  }) as ConfigStoreBackend & { down: boolean };
}

async function serve(now: { t: number }) {
  const backend = switchable(openMemoryBackend(() => new Date(now.t)));
  await backend.createAccount({
    name: 'ann',
    passwordHash: await hashPassword('ann password 1'),
    grants: [{ role: 'viewer', scope: '*' }],
    createdAt: '',
    disabled: false,
  });
  await backend.publish({
    files: { 'routes.json': '{}' },
    parent: null,
    author: 'server',
    message: 'seed',
    kind: 'seed',
    lint: { errors: 0, warnings: 0, problems: [] },
  });
  const lines: string[] = [];
  const store = guarded({ backend, publisher: createPublisher({ store: backend, audit: false }) });
  const server = createOperatorServer({
    deps: {
      store,
      limits: createLoginLimits(store.backend, { now: () => now.t }),
      hashing: createHashSlots(),
      sessions: { idleMs: 60_000, absoluteMs: 600_000, tokenMs: 6_000_000 },
      draftRate: createDraftRate(),
      secureCookies: false,
      bodyLimit: 1024,
      metrics: operatorMetrics,
      now: () => now.t,
    },
    metrics: async () => ({ contentType: 'text/plain', body: 'metrics here' }),
    trustProxy: false,
    accessLog: false,
    log: (line) => lines.push(line),
  });
  open.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { backend, base, lines };
}

describe('the operator server', () => {
  it('an idle session is refused, and so is one past its absolute expiry', async () => {
    const now = { t: Date.parse('2026-01-01T00:00:00Z') };
    const { base } = await serve(now);
    const login = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ name: 'ann', password: 'ann password 1' }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${base}/api/session`, { headers: { cookie } })).status).toBe(200);
    now.t += 59_000;
    expect((await fetch(`${base}/api/revisions`, { headers: { cookie } })).status).toBe(200);
    now.t += 61_000;
    const idle = await fetch(`${base}/api/revisions`, { headers: { cookie } });
    expect(idle.status).toBe(401);
    expect(((await idle.json()) as { error: { message: string } }).error.message).toMatch(/idle/);

    const again = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ name: 'ann', password: 'ann password 1' }) });
    const active = again.headers.get('set-cookie')!.split(';')[0]!;
    let last = 200;
    // busy all along: the idle clock never runs out, the absolute one does
    for (let i = 0; i < 62 && last === 200; i++) {
      now.t += 10_000;
      last = (await fetch(`${base}/api/revisions`, { headers: { cookie: active } })).status;
    }
    expect(last).toBe(401);
  });

  it('a store that is down answers 503 with Retry-After, in JSON; a small body limit answers 413', async () => {
    const now = { t: Date.now() };
    const { base, backend } = await serve(now);
    const big = await fetch(`${base}/api/login`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(big.status).toBe(413);
    backend.down = true;
    const down = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ name: 'ann', password: 'ann password 1' }) });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('storeUnavailable');
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
  });

  it('answers unknown paths 404 and wrong methods 405 with Allow, without touching the store', async () => {
    const { base, backend } = await serve({ t: Date.now() });
    backend.down = true;
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    const wrong = await fetch(`${base}/api/login`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
