import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { ENDPOINTS } from '../../schemas/api/endpoints.ts';
import { createApi } from '../../src/api/client.ts';
import { ROUTES } from './router.ts';

const table = Object.values(ENDPOINTS);

/** Every function of the client, called with stand-in arguments: the paths it requests. */
async function pathsTheClientCalls(): Promise<Set<string>> {
  const called = new Set<string>();
  const api = createApi(async (path) => {
    called.add(path);
    return new Response(JSON.stringify({ statusCode: 1 }), { status: 200 });
  });
  const arg = { domain_name: 'd', external_id: 'e', account_id: 'a', auth: 't' };
  const visit = async (value: unknown): Promise<void> => {
    if (typeof value === 'function') await (value as (...a: unknown[]) => Promise<unknown>)(...Array.from({ length: value.length }, () => arg));
    else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) await visit(v);
  };
  await visit(api);
  return called;
}

describe('schemas/api/endpoints.ts: every endpoint declared once', () => {
  it('the demo backend answers exactly the paths of the table, with their methods', () => {
    expect([...ROUTES.keys()].filter((path) => !table.some((e) => e.path === path))).toEqual([]);
    expect(table.filter((e) => !ROUTES.has(e.path)).map((e) => e.path)).toEqual([]);
    for (const e of table) expect(ROUTES.get(e.path)?.method, e.path).toBe(e.method);
  });

  it('every client endpoint of the table has a client call, and the client calls nothing else', async () => {
    const called = await pathsTheClientCalls();
    const client: string[] = table.filter((e) => e.caller === 'client').map((e) => e.path);
    expect(client.filter((path) => !called.has(path))).toEqual([]);
    expect([...called].filter((path) => !client.includes(path))).toEqual([]);
  });

  it('declares each path once, and a GET has no body and is the only kind retried', () => {
    const paths = table.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of table) {
      expect(e.retry, e.path).toBe(e.method === 'GET' ? 'once' : 'never');
      if (e.method === 'GET') expect(e.request, e.path).toBeNull();
    }
  });

  it('caches only public calls', () => {
    expect(table.filter((e) => e.cached && e.access !== 'public').map((e) => e.path)).toEqual([]);
  });

  it('documents every path of the table in docs/demo-backend.md (a table row or a heading names it)', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'demo-backend.md'), 'utf8');
    const rows = new Set([...doc.matchAll(/^(?:\| |#+ [^`\n]*)`(?:GET |POST )?([^`\n]+)`/gm)].map((m) => m[1]));
    // the auth table names its calls without the `/api/auth/` its heading states
    const documented = (path: string) => rows.has(path) || rows.has(path.replace(/^\/api\/auth\//, ''));
    expect(table.filter((e) => !documented(e.path)).map((e) => e.path)).toEqual([]);
  });
});
