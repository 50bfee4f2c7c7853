import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../engine/accounts/passwords.ts';
import { readConfigFiles } from '../../../../engine/lint/gate.ts';
import { REPO_ROOT } from '../../../../engine/project/repo.ts';
import { openMemoryBackend } from '../../../../engine/store/memory.ts';
import { createPublisher } from '../../../../engine/store/publish.ts';
import { operatorMetrics } from '../../process/metrics.ts';
import { onDraftSaved } from '../../preview/draft-saves.ts';
import { createDraftRate } from '../draft-quota.ts';
import { createHashSlots } from '../hash-slots.ts';
import { createLoginLimits } from '../login-limits.ts';
import { createOperatorServer } from '../server.ts';
import { guarded } from '../store-access.ts';

const open: Server[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  open.splice(0).forEach((s) => s.close());
  stops.splice(0).forEach((stop) => stop());
});

/** An operator server on the memory store, the demo configs live, and an editor logged in. */
async function editorSession() {
  const backend = openMemoryBackend();
  await backend.createAccount({
    name: 'ed',
    passwordHash: await hashPassword('editor password 1'),
    grants: [{ role: 'editor', scope: '*' }],
    createdAt: '',
    disabled: false,
  });
  const files = readConfigFiles(join(REPO_ROOT, 'site-configs'));
  await backend.publish({ files, parent: null, author: 'server', message: 'seed', kind: 'seed', lint: { errors: 0, warnings: 0, problems: [] } });
  const store = guarded({ backend, publisher: createPublisher({ store: backend, audit: false }) });
  const server = createOperatorServer({
    deps: {
      store,
      limits: createLoginLimits(store.backend),
      hashing: createHashSlots(),
      sessions: { idleMs: 600_000, absoluteMs: 600_000, tokenMs: 6_000_000 },
      draftRate: createDraftRate(),
      secureCookies: false,
      bodyLimit: 8 * 1024 * 1024,
      metrics: operatorMetrics,
      now: () => Date.now(),
    },
    metrics: async () => ({ contentType: 'text/plain', body: '' }),
    trustProxy: false,
    accessLog: false,
    log: () => undefined,
  });
  open.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ name: 'ed', password: 'editor password 1' }) });
  expect(login.status).toBe(200);
  const headers = { cookie: login.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  return { call };
}

describe("a draft's save is told to the previews waiting for it (src/server/preview/draft-saves.ts)", () => {
  it('an edit and a whole-files update each tell the version they saved', async () => {
    const { call } = await editorSession();
    const heard: { draft: string; version: number }[] = [];
    stops.push(onDraftSaved((saved) => heard.push(saved)));
    const draft = (await call('POST', '/api/drafts', { title: 'saves' })) as { id: string; version: number; files: Record<string, string> };
    const edit = { op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/3', prop: 'columns', value: 3, breakpoint: 'mobile' };
    const edited = (await call('POST', `/api/drafts/${draft.id}/edits`, { version: draft.version, edits: [edit] })) as { draft: { version: number } };
    expect(heard).toEqual([{ draft: draft.id, version: edited.draft.version }]);
    const updated = (await call('PUT', `/api/drafts/${draft.id}`, { version: edited.draft.version, files: draft.files })) as { version: number };
    expect(heard).toEqual([
      { draft: draft.id, version: edited.draft.version },
      { draft: draft.id, version: updated.version },
    ]);
  });
});
