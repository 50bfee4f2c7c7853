/**
 * The studio's operator API and page (issue 30) against a real server process: who may call each
 * endpoint, every refusal audited and leaving the draft as it was, an edit through the model with its
 * lint and view, and no player page ever loading studio code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ENDPOINTS, operatorPath } from '../../schemas/operator-api/endpoints.ts';
import { api, call, ROOT, site } from './server.ts';
import { as, auditLog, login, nextAddress, op, partialRequest, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

let fx: OperatorFixture;
let admin: Login;
let editor: Login;
beforeAll(async () => {
  fx = await startOperatorServer(
    {},
    {
      admin: ['admin', '*'],
      viewer: ['viewer', '*'],
      editor: ['editor', '*'],
      editor2: ['editor', 'slot2'],
      casinoed: ['editor', 'casino1'],
    },
    [],
  );
  admin = await login(fx.port, 'admin');
  editor = await login(fx.port, 'editor');
}, 120_000);
afterAll(() => fx?.stop());

const GRID = { template: 'casino1', page: 'home', node: 'page:/children/3' };
const columnsAt = (breakpoint: string, value: number) => ({ op: 'setProp', ...GRID, prop: 'columns', value, breakpoint });

interface Draft {
  id: string;
  version: number;
  files: Record<string, string>;
}
interface FieldValue {
  breakpoint: string;
  value: unknown;
  from: string;
  source?: { file: string; line: number; pointer: string };
}
interface ViewNode {
  key: string;
  widget: string;
  id?: string;
  fields: { prop: string; values: FieldValue[]; overridden: boolean; overriddenAt: string[] }[];
  children: ViewNode[];
}

async function newDraft(session: Login): Promise<Draft> {
  const created = await op(fx.port, '/api/drafts', as(session, { title: 'studio test' }));
  expect(created.status).toBe(201);
  return created.json as unknown as Draft;
}

const draftNow = async (id: string) => (await op(fx.port, `/api/drafts/${id}`, { cookie: admin.cookie })).json as unknown as Draft;

/** The newest audit entries with this action, newest first. */
const audited = (action: string) => auditLog(fx.port, admin, action);

describe('who may call the studio API', () => {
  // the studio's own endpoints, as the table declares them (tests/security/operator-api.test.ts holds every endpoint)
  const STUDIO = ['studioCatalog', 'draftsView', 'draftsEdits', 'studioMessages', 'studioAssets'] as const;
  const QUERY: Partial<Record<(typeof STUDIO)[number], string>> = { draftsView: '?template=casino1&page=home', studioMessages: '?q=hot' };
  const ENDPOINTS = STUDIO.map((name) => [OPERATOR_ENDPOINTS[name].method, `${operatorPath(name, { id: 'x' })}${QUERY[name] ?? ''}`] as const);

  it('no session, or a player token, is 401 on every endpoint, audited', async () => {
    const player = await api(fx.server.port, '/api/auth/login', { ...site('casino1'), account_id: 'demo', password: 'demo1234' }, { from: nextAddress() });
    const token = String(player.json['token']);
    expect(token.length).toBeGreaterThan(10);
    for (const [method, path] of ENDPOINTS) {
      for (const options of [{}, { bearer: token }, { cookie: `operator_session=${token}` }]) {
        // a fresh address each: an address's first unauthenticated request a minute is audited in full
        const answer = await op(fx.port, path, { method, ...options, from: nextAddress(), ...(method === 'POST' ? { body: { version: 1, edits: [] } } : {}) });
        expect(answer.status, `${method} ${path} ${JSON.stringify(options)}`).toBe(401);
        expect(answer.json.error?.code).toBe('unauthenticated');
      }
    }
    for (const action of STUDIO.map((name) => OPERATOR_ENDPOINTS[name].action)) {
      const refused = (await audited(action)).filter((e) => e.actor === 'anonymous' && e.detail['status'] === 401);
      expect(refused.length, action).toBe(3);
      expect(refused[0]?.outcome).toBe('refused');
    }
  });

  it('an edit without the CSRF token, by a viewer, on another owner’s draft, or outside the scope is 403, and the draft is unchanged', async () => {
    const draft = await newDraft(editor);
    const body = { version: draft.version, edits: [columnsAt('mobile', 3)] };
    const noCsrf = await op(fx.port, `/api/drafts/${draft.id}/edits`, { body, cookie: editor.cookie });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json.error?.code).toBe('csrf');
    const viewer = await login(fx.port, 'viewer');
    const byViewer = await op(fx.port, `/api/drafts/${draft.id}/edits`, as(viewer, body));
    expect(byViewer.status).toBe(403);
    expect(byViewer.json.error?.['needed']).toEqual({ role: 'editor', scope: [] });
    // drafts are shared by scope (issue 49): another owner's draft is refused an editor without casino1
    const other = await login(fx.port, 'editor2');
    const byOther = await op(fx.port, `/api/drafts/${draft.id}/edits`, as(other, body));
    expect(byOther.status).toBe(403);
    expect(byOther.json.error?.['needed']).toEqual({ role: 'editor', scope: ['casino1'] });

    const scoped = await login(fx.port, 'casinoed');
    const own = await newDraft(scoped);
    const slot2 = { version: own.version, edits: [{ op: 'setProp', template: 'slot2', page: 'home', node: 'page:/children/0', prop: 'limit', value: 4 }] };
    const outside = await op(fx.port, `/api/drafts/${own.id}/edits`, as(scoped, slot2));
    expect(outside.status).toBe(403);
    expect(outside.json.error?.['needed']).toEqual({ role: 'editor', scope: ['slot2'] });
    // in scope: the same account's edit of casino1 is taken
    const inside = await op(fx.port, `/api/drafts/${own.id}/edits`, as(scoped, { version: own.version, edits: [columnsAt('mobile', 3)] }));
    expect(inside.status).toBe(200);

    expect(await draftNow(draft.id)).toMatchObject({ version: draft.version, files: draft.files });
    const refusals = (await audited('drafts.edits')).filter((e) => e.outcome === 'refused' && e.detail['status'] === 403);
    expect(refusals.map((e) => e.actor)).toEqual(expect.arrayContaining(['editor', 'viewer', 'editor2', 'casinoed']));
    expect(refusals.find((e) => e.actor === 'casinoed')?.detail['needed']).toEqual({ role: 'editor', scope: ['slot2'] });
  });

  it('a stale version is 409, a bad body 400, an oversized body 413, a refused edit 422: the draft unchanged each time, each audited', async () => {
    const draft = await newDraft(editor);
    const first = await op(fx.port, `/api/drafts/${draft.id}/edits`, as(editor, { version: draft.version, edits: [columnsAt('mobile', 3)] }));
    expect(first.status).toBe(200);
    const saved = await draftNow(draft.id);
    expect(saved.version).toBe(draft.version + 1);

    // made on the version before, it changes the value the first edit changed: a conflict naming both, never a silent overwrite
    const stale = await op(fx.port, `/api/drafts/${draft.id}/edits`, as(editor, { version: draft.version, edits: [columnsAt('mobile', 4)] }));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'conflict', yours: 4, theirs: 3, current: saved.version });

    const bad = await op(fx.port, `/api/drafts/${draft.id}/edits`, as(editor, { version: saved.version, edits: [{ op: 'explode', ...GRID }] }));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'badRequest', field: 'edits[0].op' });
    const malformed = await op(fx.port, `/api/drafts/${draft.id}/edits`, { raw: '{"version": 2, "edits": [', cookie: editor.cookie, csrf: editor.csrf });
    expect(malformed.json.error?.code).toBe('malformedJson');

    const huge = await partialRequest(fx.port, `POST /api/drafts/${draft.id}/edits`, 9 * 1024 * 1024, [
      `cookie: ${editor.cookie}`,
      `x-csrf-token: ${editor.csrf}`,
    ]);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);

    const refused = await op(
      fx.port,
      `/api/drafts/${draft.id}/edits`,
      as(editor, { version: saved.version, edits: [columnsAt('desktop', 8), { op: 'remove', ...GRID, node: 'page:/children/99' }] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'editRefused', edit: 1 });
    expect(String(refused.json.error?.message).length).toBeGreaterThan(5);

    // all or nothing: the first edit of the refused batch was not kept either
    expect(await draftNow(draft.id)).toEqual(saved);
    // a body over the limit is refused before the session is read: its entry is the anonymous one
    const entries = (await audited('drafts.edits')).filter((e) => String(e.detail['path']).includes(draft.id));
    expect(entries.map((e) => e.detail['status'])).toEqual(expect.arrayContaining([200, 409, 400, 413, 422]));
    expect(entries.find((e) => e.detail['status'] === 422)).toMatchObject({ outcome: 'refused', revision: expect.any(String) });
  });

  it('an unknown draft is 404, an unknown template or page in a view 404, a missing parameter 400', async () => {
    const draft = await newDraft(editor);
    expect((await op(fx.port, '/api/drafts/nope/view?template=casino1&page=home', { cookie: editor.cookie })).status).toBe(404);
    expect((await op(fx.port, `/api/drafts/${draft.id}/view?template=casino404&page=home`, { cookie: editor.cookie })).status).toBe(404);
    expect((await op(fx.port, `/api/drafts/${draft.id}/view?template=casino1&page=nopage`, { cookie: editor.cookie })).status).toBe(404);
    expect((await op(fx.port, `/api/drafts/${draft.id}/view?template=casino1`, { cookie: editor.cookie })).status).toBe(400);
    expect((await op(fx.port, '/api/studio/catalog?draft=nope', { cookie: editor.cookie })).status).toBe(404);
    expect((await op(fx.port, `/api/studio/messages?q=${'x'.repeat(201)}`, { cookie: editor.cookie })).status).toBe(400);
  });
});

describe('editing a draft in the studio', () => {
  it('an editor sets the hot-games grid to 3 columns on mobile: saved, linted clean, the view shows it with where it is written', async () => {
    const draft = await newDraft(editor);
    const answer = await op(
      fx.port,
      `/api/drafts/${draft.id}/edits`,
      as(editor, { version: draft.version, edits: [columnsAt('mobile', 3)], view: { template: 'casino1', page: 'home' } }),
    );
    expect(answer.status).toBe(200);
    const result = answer.json as unknown as {
      draft: Draft;
      lint: { errors: number; problems: unknown[]; ms: number };
      view: { pageRoot: ViewNode; version: number };
    };
    expect(result.draft.version).toBe(draft.version + 1);
    expect(result.lint).toMatchObject({ errors: 0 });
    expect(result.lint.ms).toBeGreaterThan(0);
    // only casino1's file changed, and only by a patch on the grid's id
    const changed = Object.keys(result.draft.files).filter((f) => result.draft.files[f] !== draft.files[f]);
    expect(changed).toEqual(['templates/casino1.json']);
    expect(result.draft.files['templates/casino1.json']).toContain('"hot-games"');
    expect(result.view.version).toBe(result.draft.version);
    // linted before it is saved: the preview of the version, which starts once the store has it, finds the verdict (src/server/preview/clean-lints.ts)
    const parts = String(answer.headers['server-timing'])
      .split(', ')
      .map((part) => part.split(';')[0]);
    expect(parts).toEqual(['apply', 'lint', 'save', 'view']);

    const view = await op(fx.port, `/api/drafts/${draft.id}/view?template=casino1&page=home`, { cookie: editor.cookie });
    expect(view.status).toBe(200);
    const grid = (view.json['pageRoot'] as ViewNode).children.find((n) => n.id === 'hot-games');
    expect(grid?.key).toBe(GRID.node);
    const columns = grid?.fields.find((f) => f.prop === 'columns');
    expect(columns?.overriddenAt).toContain('mobile');
    const mobile = columns?.values.find((v) => v.breakpoint === 'mobile');
    expect(mobile).toMatchObject({ value: 3, source: { file: 'templates/casino1.json' } });
    expect(mobile?.source?.line).toBeGreaterThan(1);
    expect(columns?.values.find((v) => v.breakpoint === 'desktop')?.value).not.toBe(3);
    expect(result.view.pageRoot.children.find((n) => n.id === 'hot-games')?.fields.find((f) => f.prop === 'columns')?.values[0]).toMatchObject({
      breakpoint: 'mobile',
      value: 3,
    });

    const lint = await op(fx.port, `/api/drafts/${draft.id}/lint`, as(editor, {}));
    expect(lint.json).toMatchObject({ draft: draft.id, version: result.draft.version, errors: 0, warnings: 0, problems: [] });
    const entry = (await audited('drafts.edits')).find((e) => e.detail['draft'] === draft.id);
    expect(entry).toMatchObject({ actor: 'editor', outcome: 'ok', detail: { status: 200, edits: ['setProp'], errors: 0 } });
  });

  it('a bad value is saved and shown as its lint problem with the quick fix the CLI would make', async () => {
    const draft = await newDraft(editor);
    const answer = await op(
      fx.port,
      `/api/drafts/${draft.id}/edits`,
      as(editor, { version: draft.version, edits: [{ op: 'setTemplate', template: 'casino1', pointer: '/layout', value: 'template99' }] }),
    );
    expect(answer.status).toBe(200);
    const lint = answer.json['lint'] as {
      errors: number;
      problems: { ruleId: string; file: string; pointer: string; fix?: { files: Record<string, string> } }[];
    };
    expect(lint.errors).toBeGreaterThan(0);
    expect(lint.problems).toContainEqual(expect.objectContaining({ file: 'templates/casino1.json', pointer: '/layout' }));
    const fixable = lint.problems.find((p) => p.pointer === '/layout' && p.fix);
    expect(fixable?.fix?.files['templates/casino1.json']).toContain('"layout": "template1');
  });

  it('the catalog, message search and assets answer from the draft and the project', async () => {
    const draft = await newDraft(editor);
    const catalog = await op(fx.port, `/api/studio/catalog?draft=${draft.id}`, { cookie: editor.cookie });
    expect(catalog.status).toBe(200);
    const templates = catalog.json['templates'] as { key: string; pages: string[] }[];
    expect(templates.find((t) => t.key === 'casino1')?.pages).toContain('home');
    expect((catalog.json['languages'] as string[])[0]).toBe('en');
    expect((await op(fx.port, '/api/studio/catalog', { cookie: editor.cookie })).status).toBe(200);
    const messages = await op(fx.port, `/api/studio/messages?q=hotGames&draft=${draft.id}&limit=5`, { cookie: editor.cookie });
    const items = messages.json['items'] as { key: string; texts: Record<string, string> }[];
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]).toMatchObject({ key: 'ui.hotGames', texts: { en: 'Hot games' } });
    const assets = await op(fx.port, '/api/studio/assets', { cookie: editor.cookie });
    expect(assets.json['items']).toContain('/lang/en.svg');
    expect((await audited('studio.messages'))[0]).toMatchObject({ actor: 'editor', outcome: 'ok' });
  });
});

describe('the studio page', () => {
  it('is served at /studio (and its client routes) with a strict policy; the API stays the boundary', async () => {
    for (const path of ['/studio', '/studio/casino1/home']) {
      const page = await call(fx.port, path, { host: `127.0.0.1:${fx.port}` });
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain(`frame-src http://localhost:${fx.server.port} http://*.localhost:${fx.server.port}`);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    const script = /src="(\/studio\/assets\/[^"]+\.js)"/.exec((await call(fx.port, '/studio', { host: `127.0.0.1:${fx.port}` })).body)?.[1];
    expect(script).toBeDefined();
    const asset = await call(fx.port, script!, { host: `127.0.0.1:${fx.port}`, headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
  });
});

describe('no player page loads studio code', () => {
  const studioAssets = readdirSync(join(ROOT, 'dist/studio/assets')).filter((f) => /\.(js|css)$/.test(f));
  const clientManifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
  >;

  it('the client build holds no studio module, and no studio file', () => {
    expect(studioAssets.length).toBeGreaterThan(0);
    for (const [key, chunk] of Object.entries(clientManifest)) {
      expect(key, chunk.file).not.toMatch(/^studio\//);
      expect(chunk.src ?? '').not.toMatch(/^studio\//);
    }
    const clientFiles = readdirSync(join(ROOT, 'dist/client/assets'));
    for (const file of studioAssets) expect(clientFiles).not.toContain(file);
  });

  it('player pages name no studio asset in their HTML, Link headers or any chunk they can load, and the player port serves none', async () => {
    const names = studioAssets.map((f) => f.replace(/\.(js|css)$/, ''));
    for (const [key, path] of [
      ['casino1', '/'],
      ['casino1', '/slots'],
      ['slot2', '/'],
      ['sportsbook1', '/'],
    ] as const) {
      let page = await call(fx.server.port, path, { host: `${key}.localhost:${fx.server.port}` });
      if (page.status >= 300 && page.status < 400)
        page = await call(fx.server.port, String(page.headers['location']), { host: `${key}.localhost:${fx.server.port}` });
      expect(page.status, `${key}${path}`).toBe(200);
      const link = String(page.headers['link'] ?? '');
      for (const text of [page.body, link]) {
        expect(text).not.toContain('/studio/');
        for (const name of names) expect(text).not.toContain(name);
      }
      // every chunk the page's scripts can reach, statically or lazily
      const entries = [...page.body.matchAll(/\/assets\/([\w.-]+\.js)/g), ...link.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => `assets/${m[1]}`);
      const byFile = new Map(Object.entries(clientManifest).map(([k, c]) => [c.file, k]));
      const seen = new Set<string>();
      const queue = entries.map((f) => byFile.get(f)).filter((k): k is string => k !== undefined);
      while (queue.length) {
        const k = queue.pop()!;
        if (seen.has(k)) continue;
        seen.add(k);
        const chunk = clientManifest[k]!;
        expect(k).not.toMatch(/^studio\//);
        queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
      }
      expect(seen.size).toBeGreaterThan(0);
    }
    const leak = await call(fx.server.port, `/studio/assets/${studioAssets[0]}`, { host: `casino1.localhost:${fx.server.port}` });
    expect(leak.body).not.toContain(readFileSync(join(ROOT, 'dist/studio/assets', studioAssets[0]!), 'utf8').slice(0, 200));
  });
});
