/**
 * The tour's edit across the real wire: the operator server on the shipped site-configs, a draft, the
 * studio's setProp at a breakpoint through POST /api/drafts/:id/edits, then GET /api/diff names the node,
 * the prop, the breakpoint and the value the live page has.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigDiff } from '../../../schemas/operator-api.ts';
import type { Edit } from '../../../engine/studio/contract.ts';
import { pageViewOf } from '../../../engine/studio/index.ts';
import { shippedConfigs } from '../../../engine/studio/testing.ts';
import { operatorMetrics } from '../process/metrics.ts';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import { createPublisher } from '../../../engine/store/publish.ts';
import { createHashSlots } from './hash-slots.ts';
import { createLoginLimits } from './login-limits.ts';
import { hashPassword } from '../../../engine/accounts/passwords.ts';
import { createOperatorServer } from './server.ts';
import { guarded } from './store-access.ts';
import { createDraftRate } from './draft-quota.ts';

const PASSWORD = 'pub password 1';
let server: Server;
let base: string;

beforeAll(async () => {
  const backend = openMemoryBackend();
  await backend.createAccount({
    name: 'pub',
    passwordHash: await hashPassword(PASSWORD),
    grants: [{ role: 'publisher', scope: '*' }],
    createdAt: '',
    disabled: false,
  });
  await backend.publish({
    files: shippedConfigs(),
    parent: null,
    author: 'server',
    message: 'seed',
    kind: 'seed',
    lint: { errors: 0, warnings: 0, problems: [] },
  });
  const store = guarded({ backend, publisher: createPublisher({ store: backend, audit: false }) });
  server = createOperatorServer({
    deps: {
      store,
      limits: createLoginLimits(store.backend),
      hashing: createHashSlots(),
      sessions: { idleMs: 600_000, absoluteMs: 6_000_000, tokenMs: 6_000_000 },
      draftRate: createDraftRate(),
      secureCookies: false,
      bodyLimit: 1_000_000,
      metrics: operatorMetrics,
      now: () => Date.now(),
    },
    metrics: async () => ({ contentType: 'text/plain', body: '' }),
    trustProxy: false,
    accessLog: false,
    log: () => {},
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server?.close());

describe('GET /api/diff after a studio edit', () => {
  it("casino1's hot-games columns at desktop, 6 → 7, is one node entry", async () => {
    const login = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ name: 'pub', password: PASSWORD }) });
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const headers = { cookie: login.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/drafts`, { method: 'POST', headers, body: JSON.stringify({ title: 'tour' }) });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: string; version: number; files: Record<string, string> };
    const view = pageViewOf(draft.files, 'casino1', 'home', draft.version);
    const grid = view.pageRoot.children.find((n) => n.id === 'hot-games')!;
    const edit: Edit = { op: 'setProp', template: 'casino1', page: 'home', node: grid.key, prop: 'columns', value: 7, breakpoint: 'desktop' };
    const edited = await fetch(`${base}/api/drafts/${draft.id}/edits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: draft.version, edits: [edit] }),
    });
    expect(edited.status).toBe(200);

    const answer = await fetch(`${base}/api/diff?from=live&to=draft:${draft.id}`, { headers });
    expect(answer.status).toBe(200);
    const diff = (await answer.json()) as ConfigDiff;
    expect(diff.changes).toEqual([
      {
        templates: ['casino1'],
        what: 'prop',
        tree: { kind: 'page', name: 'home' },
        node: 'hot-games',
        widget: 'GameGrid',
        prop: 'columns',
        breakpoint: 'desktop',
        from: 6,
        to: 7,
      },
    ]);
    expect(diff.files.map((f) => [f.file, f.values.map((v) => v.pointer)])).toEqual([['templates/casino1.json', ['/patches']]]);
  }, 60_000);
});
