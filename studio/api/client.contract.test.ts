/**
 * The studio's client against the real operator server (issue 48): a server process on a loopback port
 * with its own config store, accounts made with the `operator` CLI, and every call made through
 * createApi as the studio makes it, cookie and CSRF token included. The edits the inspector and the
 * outline send (every `when` rule of the node schema, every kind of prop, per-breakpoint values, the
 * structural ops) must each be accepted and answered with the draft's lint. studio/state/test-support.ts's
 * fake API serves only the panels' own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRouteEdit, brandCopyEdit, experimentEdit, hideRouteEdit, jurisdictionEdit, timeZoneEdit } from '../../engine/studio/config-edits.ts';
import { whenSchema } from '../../schemas/node.ts';
import { OPERATOR_ENDPOINTS, type OperatorEndpointName } from '../../schemas/operator-api/endpoints.ts';
import { PASSWORD, secondFactorFor, startOperatorServer, totpCode, type OperatorFixture } from '../../tests/security/operator-server.ts';
import { kindOf, propsOf, type FieldKind, type PropSchema } from '../inspector/fields.ts';
import { createApi, type Fetch, type StudioApi } from './client.ts';
import { ApiError } from './errors.ts';
import type { Catalog, Draft, Edit, OutlineNode, PageView, When } from './types.ts';

const TEMPLATE = 'casino1';
const PAGE = 'home';

let fx: OperatorFixture;
/** every `METHOD path` the clients sent, to match against the endpoint table */
const sent: string[] = [];

/** The browser's part: the session cookie kept and sent back to the same origin. */
function browserFetch(): Fetch {
  let cookie: string | undefined;
  return async (url, init) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    const answer = await fetch(url, { ...init, headers });
    for (const set of answer.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      cookie = /max-age=0/i.test(set) || pair.endsWith('=') ? undefined : pair;
    }
    return answer;
  };
}

const client = (fetchImpl: Fetch = browserFetch()): StudioApi => createApi(fetchImpl, `http://127.0.0.1:${fx.port}`);

async function signedIn(name: string): Promise<StudioApi> {
  const api = client();
  const session = await api.login(name, PASSWORD, await secondFactorFor(fx.port, name));
  expect(session.account).toBe(name);
  expect(session.csrfToken).toMatch(/.{20,}/);
  return api;
}

let editor: StudioApi;
let catalog: Catalog;

beforeAll(async () => {
  fx = await startOperatorServer(
    { PREVIEW_SECRET: 'contract-suite-preview-secret-0123456789' },
    { admin: ['admin', '*'], editor: ['editor', '*'], publisher: ['publisher', '*'], viewer: ['viewer', '*'] },
    [],
  );
  editor = await signedIn('editor');
  catalog = await editor.catalog();
}, 120_000);
afterAll(() => fx?.stop());

function walk(node: OutlineNode): OutlineNode[] {
  return [node, ...node.children.flatMap(walk)];
}

const widgetOf = (name: string) => catalog.widgets.find((w) => w.name === name);

/** A draft of the editor's and its page view. */
async function freshDraft(): Promise<{ draft: Draft; view: PageView }> {
  const draft = await editor.createDraft('contract suite');
  return { draft, view: await editor.view(draft.id, TEMPLATE, PAGE) };
}

/** One edit through the client: accepted, saved as the next version, answered with the lint and the view. */
async function applied(draft: { id: string; version: number }, edit: Edit, page = PAGE) {
  const result = await editor.edit(draft.id, { version: draft.version, edits: [edit], view: { template: TEMPLATE, page } });
  expect(result.draft.version, JSON.stringify(edit)).toBe(draft.version + 1);
  expect(result.lint, JSON.stringify(edit)).toMatchObject({ errors: expect.any(Number), warnings: expect.any(Number), problems: expect.any(Array) });
  expect(result.view?.version).toBe(result.draft.version);
  return result;
}

/** A node the template may change, outside the layout: the first one of the page. */
const editableNode = (view: PageView) => walk(view.pageRoot).find((n) => n.mode !== 'readonly' && n.key !== view.pageRoot.key)!;

/** A value of every `when` field the node schema knows. */
const WHENS: Record<string, When> = {
  auth: { auth: 'player' },
  flag: { flag: '!maintenance' },
  from: { from: '2027-01-01T00:00' },
  until: { until: '2027-01-02T00:00' },
  languages: { languages: ['EN'] },
  breakpoints: { breakpoints: ['mobile'] },
  markets: { markets: ['PH'] },
  currencies: { currencies: ['PHP'] },
  experiment: { experiment: { id: 'hero-test', variant: 'b' } },
  vip: { vip: { min: 'Gold' } },
};

describe('the studio client on the real operator server', () => {
  it('logs in with the session cookie and CSRF token; without the token a change is refused, without a session everything', async () => {
    const api = await signedIn('editor');
    expect((await api.session()).account).toBe('editor');
    const stripped = browserFetch();
    const noToken = client(async (url, init) => {
      const headers = new Headers(init.headers);
      headers.delete('x-csrf-token');
      return stripped(url, { ...init, headers });
    });
    await noToken.login('editor', PASSWORD);
    await expect(noToken.createDraft('no token')).rejects.toMatchObject({ status: 403, code: 'csrf' });
    await api.logout();
    await expect(api.drafts()).rejects.toMatchObject({ status: 401, sessionLost: true });
    await expect(client().login('editor', 'wrong password here')).rejects.toMatchObject({ status: 401, code: 'invalidCredentials' });
    // this server has no OIDC_ISSUER: the login screen offers the password form alone
    expect(await client().sso()).toEqual({ enabled: false });
  });

  it('every `when` rule of the node schema is accepted through edit, saved on the node, and the draft linted', async () => {
    expect(Object.keys(WHENS).sort()).toEqual(Object.keys(whenSchema.properties).sort());
    const fresh = await freshDraft();
    let { draft } = fresh;
    const node = editableNode(fresh.view);
    for (const when of [...Object.values(WHENS), { auth: 'guest', markets: ['PH', 'MY'], vip: { min: 'Silver', max: 'Gold' } } satisfies When]) {
      const result = await applied(draft, { op: 'setWhen', template: TEMPLATE, page: PAGE, node: node.key, when });
      expect(walk(result.view!.pageRoot).find((n) => n.key === node.key)?.when, JSON.stringify(when)).toEqual(when);
      draft = { ...draft, version: result.draft.version };
    }
    const cleared = await applied(draft, { op: 'setWhen', template: TEMPLATE, page: PAGE, node: node.key, when: null });
    expect(walk(cleared.view!.pageRoot).find((n) => n.key === node.key)?.when).toBeUndefined();
    // a value the config schema refuses is written and judged by the draft's lint on its field
    const judged = await applied(cleared.draft, {
      op: 'setWhen',
      template: TEMPLATE,
      page: PAGE,
      node: node.key,
      when: { languages: ['en'], markets: ['ph'] },
    });
    const onNode = judged.lint.problems.filter((p) => p.ruleId === 'schema' && /when/.test(p.pointer));
    expect(onNode.map((p) => p.pointer).join(' ')).toMatch(/when\/languages\/0/);
    expect(onNode.map((p) => p.pointer).join(' ')).toMatch(/when\/markets\/0/);
    // a `when` of the wrong shape is a 400 naming the field, and the draft is unchanged
    const refused = await editor
      .edit(draft.id, {
        version: judged.draft.version,
        edits: [{ op: 'setWhen', template: TEMPLATE, page: PAGE, node: node.key, when: { markets: 'PH' } as unknown as When }],
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'badRequest', extra: { field: 'edits[0].when.markets' } });
    expect((await editor.draft(draft.id)).version).toBe(judged.draft.version);
  });

  it('every kind of prop the inspector edits is accepted, for every breakpoint and for all of them, and can be reset', async () => {
    const fresh = await freshDraft();
    let { draft } = fresh;
    const done = new Set<FieldKind>();
    const breakpoint = catalog.templates.find((t) => t.key === TEMPLATE)!.breakpoints[0]!.name;
    const assets = await editor.assets();
    const message = (await editor.searchMessages('game', draft.id, TEMPLATE))[0]?.key;
    expect(message).toBeDefined();
    const valueFor = (kind: FieldKind, schema: PropSchema): unknown => {
      if (kind === 'enum') return schema.enum![schema.enum!.length - 1];
      if (kind === 'integer' || kind === 'number') return Math.max(schema.minimum ?? 1, 1);
      if (kind === 'boolean') return schema.default !== true;
      if (kind === 'colour') return '#123456';
      if (kind === 'image') return assets[0];
      if (kind === 'message') return message;
      if (kind === 'string') return typeof schema.examples?.[0] === 'string' ? schema.examples[0] : 'contract';
      return schema.default ?? (schema.type === 'array' ? [] : {});
    };
    // the template's pages in turn, until every kind has been edited
    const pages = catalog.templates.find((t) => t.key === TEMPLATE)!.pages;
    const nodes: [string, OutlineNode][] = [];
    for (const page of pages) nodes.push(...walk((await editor.view(draft.id, TEMPLATE, page)).pageRoot).map((n): [string, OutlineNode] => [page, n]));
    for (const [page, node] of nodes.filter(([, n]) => n.mode !== 'readonly')) {
      for (const { prop, schema, known } of propsOf(widgetOf(node.widget), node.fields)) {
        const kind = kindOf(prop, schema, widgetOf(node.widget));
        if (!known || done.has(kind)) continue;
        const value = valueFor(kind, schema);
        // the kinds alternate between a breakpoint's value (`at.<bp>`) and the value for all breakpoints
        const at = done.size % 2 === 0 ? { breakpoint } : {};
        const key = node.key;
        const result = await applied(draft, { op: 'setProp', template: TEMPLATE, page, node: key, prop, value, ...at }, page);
        const field = walk(result.view!.pageRoot)
          .find((n) => n.key === key)
          ?.fields.find((f) => f.prop === prop);
        expect(field?.values.find((v) => v.breakpoint === breakpoint)?.value, `${kind} ${prop}`).toEqual(value);
        if ('breakpoint' in at) expect(field?.overriddenAt).toContain(breakpoint);
        else expect(field?.overridden).toBe(true);
        done.add(kind);
        draft = { ...draft, version: result.draft.version };
        const reset = await applied(draft, { op: 'resetProp', template: TEMPLATE, page, node: key, prop, ...at }, page);
        draft = { ...draft, version: reset.draft.version };
      }
    }
    expect([...done]).toEqual(expect.arrayContaining(['string', 'enum', 'boolean', 'json'] satisfies FieldKind[]));
    expect(done.has('integer') || done.has('number')).toBe(true);
  });

  it('inserts, moves, duplicates and removes nodes', async () => {
    const { draft, view } = await freshDraft();
    const widget = catalog.widgets.find((w) => w.name === 'PageHeading') ?? catalog.widgets.find((w) => !w.container)!;
    const count = (v: PageView) => walk(v.pageRoot).filter((n) => n.widget === widget.name).length;
    const before = count(view);
    const inserted = await applied(draft, {
      op: 'insert',
      template: TEMPLATE,
      page: PAGE,
      widget: widget.name,
      props: widget.defaults,
      target: view.pageRoot.key,
      position: 'lastIn',
    });
    expect(count(inserted.view!)).toBe(before + 1);
    const created = inserted.created!;
    expect(walk(inserted.view!.pageRoot).find((n) => n.key === created)?.widget).toBe(widget.name);
    const first = inserted.view!.pageRoot.children[0]!;
    const moved = await applied(inserted.draft, { op: 'move', template: TEMPLATE, page: PAGE, node: created, target: first.key, position: 'before' });
    expect(moved.view!.pageRoot.children[0]!.widget).toBe(widget.name);
    const movedKey = moved.view!.pageRoot.children[0]!.key;
    const duplicated = await applied(moved.draft, { op: 'duplicate', template: TEMPLATE, page: PAGE, node: movedKey });
    expect(count(duplicated.view!)).toBe(before + 2);
    expect(walk(duplicated.view!.pageRoot).find((n) => n.key === duplicated.created)?.widget).toBe(widget.name);
    const removed = await applied(duplicated.draft, { op: 'remove', template: TEMPLATE, page: PAGE, node: duplicated.created! });
    expect(removed.view!.pageRoot.children[0]!.widget).toBe(widget.name);
    const removedAgain = await applied(removed.draft, { op: 'remove', template: TEMPLATE, page: PAGE, node: removed.view!.pageRoot.children[0]!.key });
    expect(count(removedAgain.view!)).toBe(before);
    expect(removedAgain.view!.pageRoot.children.map((n) => n.widget)).toEqual(view.pageRoot.children.map((n) => n.widget));
  });

  it('a template field and a clone through setTemplate and cloneTemplate, then the draft put back, linted, previewed and diffed', async () => {
    const { draft } = await freshDraft();
    const label = await editor.edit(draft.id, {
      version: draft.version,
      edits: [{ op: 'setTemplate', template: TEMPLATE, pointer: '/label', value: 'Casino One' }],
    });
    expect(label.draft.files[`templates/${TEMPLATE}.json`]).toContain('"Casino One"');
    const clone = await editor.edit(draft.id, {
      version: label.draft.version,
      edits: [{ op: 'cloneTemplate', from: TEMPLATE, key: 'casino77', label: 'Casino 77' }],
    });
    expect(clone.created).toBe('casino77');
    const put = await editor.putDraft(draft.id, clone.draft.version, label.draft.files);
    expect(put.version).toBe(clone.draft.version + 1);
    expect(Object.keys(put.files)).not.toContain('templates/casino77.json');
    expect(await editor.lint(draft.id)).toMatchObject({ errors: expect.any(Number), problems: expect.any(Array), ms: expect.any(Number) });
    const link = await editor.preview(draft.id, 'casino1.localhost');
    expect(link.origin).toMatch(/^http:\/\/casino1\.localhost:\d+$/);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    const diff = await editor.diff('live', `draft:${draft.id}`);
    expect(diff.files.map((f) => f.file)).toEqual([`templates/${TEMPLATE}.json`]);
    // compare (issue 49 part 6): the live revision's page as well
    const live = await editor.revisionPreview('live', 'casino1.localhost');
    expect(live.origin).toBe(link.origin);
    expect(live.token).not.toBe(link.token);
    expect((await editor.drafts()).map((d) => d.id)).toContain(draft.id);
    expect((await editor.catalog(draft.id)).templates.map((t) => t.key)).toContain(TEMPLATE);
  });

  it('the whole config (issue 49): a route, brand copy, targeting and the jurisdiction as the studio writes them, judged by the lint on their fields', async () => {
    const { draft } = await freshDraft();
    const edits: Edit[] = [
      addRouteEdit(TEMPLATE, '/winners', 'leaderboard', 'none'),
      hideRouteEdit(TEMPLATE, '/sabong'),
      brandCopyEdit(TEMPLATE, 'winners.title', 'EN', 'Winners'),
      brandCopyEdit(TEMPLATE, 'winners.title', 'PHP', 'Mga nanalo'),
      timeZoneEdit(TEMPLATE, 'Asia/Manila'),
      experimentEdit(TEMPLATE, 'hero-test', { a: 60, b: 30 }),
      jurisdictionEdit(TEMPLATE, ['licence', 'number'], 'PAGCOR-DEMO-0002'),
    ];
    const result = await editor.edit(draft.id, { version: draft.version, edits });
    const file = JSON.parse(result.draft.files[`templates/${TEMPLATE}.json`]!) as Record<string, unknown>;
    expect(file['routes']).toEqual({ '/winners': { page: 'leaderboard', guard: 'none' }, '/sabong': { hidden: true } });
    expect(file['messages']).toEqual({ 'winners.title': { EN: 'Winners', PHP: 'Mga nanalo' } });
    expect(file['targeting']).toEqual({ timeZone: 'Asia/Manila', experiments: { 'hero-test': { a: 60, b: 30 } } });
    expect(file['jurisdiction']).toMatchObject({ licence: { number: 'PAGCOR-DEMO-0002' } });
    // weights summing to 90: the lint's problem points at the experiment, where the panel shows it
    expect(result.lint.problems.some((p) => p.severity === 'error' && p.pointer.startsWith('/targeting/experiments/hero-test'))).toBe(true);
    const fixed = await editor.edit(draft.id, { version: result.draft.version, edits: [experimentEdit(TEMPLATE, 'hero-test', { a: 70, b: 30 })] });
    expect(fixed.lint.problems.some((p) => p.pointer.startsWith('/targeting'))).toBe(false);
    const after = await editor.catalog(draft.id);
    const routes = after.templates.find((t) => t.key === TEMPLATE)?.routes ?? [];
    expect(routes).toContainEqual({ path: '/winners', page: 'leaderboard' });
    expect(routes.some((r) => r.path === '/sabong')).toBe(false);
    expect(after.widgets.find((w) => w.name === 'Leaderboard')?.usedBy).toContain(TEMPLATE);
  });

  it('a publisher publishes a draft and rolls back; history, a revision, vitals and the demo sites answer', async () => {
    const publisher = await signedIn('publisher');
    const draft = await publisher.createDraft('contract publish');
    const edited = await publisher.edit(draft.id, {
      version: draft.version,
      edits: [{ op: 'setTemplate', template: TEMPLATE, pointer: '/label', value: 'Casino Contract' }],
    });
    expect(edited.lint.errors).toBe(0);
    const published = await publisher.publishDraft(draft.id, edited.draft.version, 'contract suite publish');
    expect(published.revision).toMatchObject({ kind: 'publish', message: 'contract suite publish' });
    const history = await publisher.revisions();
    expect(history.live).toBe(published.revision.id);
    const parent = published.revision.parent!;
    expect((await publisher.revision(parent)).files[`templates/${TEMPLATE}.json`]).not.toContain('Casino Contract');
    const rolledBack = await publisher.rollback(parent, 'contract suite rollback');
    expect(rolledBack.revision).toMatchObject({ kind: 'rollback', restores: parent });
    const vitals = await publisher.vitals().catch((error: unknown) => error);
    // field vitals are gathered over the player processes: an answer, or 404 where this server gathers none
    if (vitals instanceof ApiError) expect(vitals).toMatchObject({ status: 404, code: 'vitalsOff' });
    else expect(vitals).toMatchObject({ series: expect.any(Array), processes: expect.any(Object) });
    // compliance seen in the field (issue 52): gathered over the player processes, like the vitals
    const seen = await publisher.complianceSeen(TEMPLATE).catch((error: unknown) => error);
    if (seen instanceof ApiError) expect(seen).toMatchObject({ status: 404, code: 'complianceSeenOff' });
    else expect(seen).toMatchObject({ series: expect.any(Array), threshold: expect.any(Number) });
    // compliance impact (issue 52): the live revision judged for a day ahead
    const impact = await publisher.complianceImpact('2099-12-31');
    expect(impact).toMatchObject({ revision: rolledBack.revision.id, date: '2099-12-31', rules: expect.any(Array), breaches: expect.any(Array) });
    expect(impact.brands).toContainEqual({ template: TEMPLATE, regulator: expect.any(String) });

    const admin = await signedIn('admin');
    const sites = await admin.demoSites();
    const live = (await admin.catalog()).templates.find((t) => t.key === TEMPLATE)!;
    const site = sites!.find((s) => s.theme_code === TEMPLATE)!;
    const pointed = await admin.pointDemoSite(site.domain, TEMPLATE, live.schemes[0]!);
    expect(pointed).toMatchObject({ domain: site.domain, theme_code: TEMPLATE, theme_color: live.schemes[0], before: { theme_code: TEMPLATE } });
    await admin.pointDemoSite(site.domain, site.theme_code, site.theme_color);

    // webhooks (issue 50 part 4): none on this store, so an empty list and log, and no delivery to send again
    expect(await admin.webhooks()).toEqual([]);
    expect(await admin.webhookLog()).toEqual([]);
    await expect(admin.redeliver('no-such-delivery')).rejects.toMatchObject({ status: 404, code: 'notFound' });
  });

  // named API tokens (issue 50 part 5): the API tokens panel's calls
  it("makes, lists and revokes the operator's own API tokens; the secret opens the API until it is revoked", async () => {
    const publisher = await signedIn('publisher');
    const made = await publisher.createToken('studio-ci', { role: 'viewer', scope: ['casino1'] }, 7);
    expect(made).toMatchObject({ name: 'studio-ci', account: 'publisher', grant: { role: 'viewer', scope: ['casino1'] }, lastUsedAt: null });
    expect((await publisher.tokens()).map((t) => t.name)).toContain('studio-ci');
    const asToken = () => fetch(`http://127.0.0.1:${fx.port}/api/revisions`, { headers: { authorization: `Bearer ${made.secret}` } });
    expect((await asToken()).status).toBe(200);
    await publisher.revokeToken(made.id);
    expect((await publisher.tokens()).map((t) => t.id)).not.toContain(made.id);
    expect((await asToken()).status).toBe(401);
    await expect(publisher.createToken('too-much', { role: 'admin', scope: '*' }, 7)).rejects.toMatchObject({ status: 403 });
  });

  it('a publisher schedules a draft in its brand zone, lists the schedules and cancels it', async () => {
    const publisher = await signedIn('publisher');
    const draft = await publisher.createDraft('contract schedule');
    const edited = await publisher.edit(draft.id, {
      version: draft.version,
      edits: [{ op: 'setTemplate', template: TEMPLATE, pointer: '/label', value: 'Casino Scheduled' }],
    });
    const list = await publisher.schedules(draft.id);
    expect(list.zones).toEqual(['UTC']);
    const scheduled = await publisher.scheduleDraft(draft.id, edited.draft.version, '2099-12-24T18:00', 'contract suite schedule');
    expect(scheduled).toMatchObject({ state: 'pending', at: '2099-12-24T18:00:00.000Z', timeZone: 'UTC', author: 'publisher', templates: [TEMPLATE] });
    expect((await publisher.schedules()).items.map((s) => s.id)).toContain(scheduled.id);
    expect(await publisher.cancelSchedule(scheduled.id)).toMatchObject({ state: 'cancelled', settledBy: 'publisher' });
    await expect(publisher.cancelSchedule(scheduled.id)).rejects.toMatchObject({ status: 409, code: 'notPending' });
  });

  // review and approval (issue 49)
  it('an editor asks for review; a publisher finds it in the queue, comments, resolves and approves it', async () => {
    const { draft } = await freshDraft();
    const asked = await editor.requestReview(draft.id, ['publisher'], 'contract review');
    expect(asked).toMatchObject({ state: 'in-review', reviewers: ['publisher'], mayApprove: { ok: false, reason: 'editor' } });
    const publisher = await signedIn('publisher');
    expect((await publisher.sharedDrafts()).map((d) => d.id)).toContain(draft.id);
    expect((await publisher.reviews()).find((i) => i.draft.id === draft.id)).toMatchObject({ named: true, mayApprove: { ok: true } });
    const comment = await publisher.comment(draft.id, 'fine by me', { template: TEMPLATE, page: PAGE });
    expect((await publisher.resolveComment(draft.id, comment.id)).resolved?.by).toBe('publisher');
    expect((await editor.comments(draft.id)).map((c) => c.text)).toEqual(['fine by me']);
    expect(await publisher.approve(draft.id, 'approve')).toMatchObject({ state: 'approved', verdict: { ok: true } });
    expect((await editor.reviewStatus(draft.id)).approvals.map((a) => a.by)).toEqual(['publisher']);
  });

  it("the Security dialog's calls: second factors read, an app offered and enrolled with a first code, a step-up with a fresh one, a forged passkey refused", async () => {
    const viewer = await signedIn('viewer');
    expect(await viewer.secondFactors()).toMatchObject({ required: false, totp: false, recoveryCodesLeft: 0, passkeys: [] });
    const { secret, uri } = await viewer.totpOffer();
    expect(uri).toContain(`secret=${secret}`);
    const first = await totpCode(secret, -1, 0);
    expect((await viewer.totpEnrol(secret, first.code)).recoveryCodes).toHaveLength(10);
    expect((await viewer.secondFactors()).totp).toBe(true);
    await expect(viewer.stepUp(PASSWORD)).rejects.toMatchObject({ status: 401, code: 'mfaRequired' });
    const next = await totpCode(secret, first.step, 0);
    expect(await viewer.stepUp(PASSWORD, { totp: next.code })).toMatchObject({ stepUpSeconds: 3600 });
    const options = await viewer.passkeyOptions();
    expect(options.challenge).toMatch(/^[\w-]{16,}$/);
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
    };
    await expect(viewer.passkeyAdd(forged)).rejects.toMatchObject({ status: 400, code: 'invalidPasskey' });
    // each step-up and enrolment hashes a password at the production cost (scrypt N = 2^17)
  }, 120_000);

  it("working together: one operator's presence, reported through the client, reaches another's event stream", async () => {
    const publisherFetch = browserFetch();
    const publisher = client(publisherFetch);
    await publisher.login('publisher', PASSWORD, await secondFactorFor(fx.port, 'publisher'));
    // the studio's EventSource is a GET of the stream with the session cookie: the same request, read as text
    const stream = await publisherFetch(`http://127.0.0.1:${fx.port}${OPERATOR_ENDPOINTS.events.path}`, { method: 'GET' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    await editor.presence({ tab: 'contract-tab', template: TEMPLATE, node: `${PAGE} hot-games` });
    let text = '';
    const until = Date.now() + 15_000;
    while (!/event: presence[\s\S]*"account":"editor"/.test(text) && Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await reader.cancel();
    expect(text).toMatch(/event: presence/);
    expect(text).toContain('"account":"editor"');
    expect(text).toContain(`${PAGE} hot-games`);
  }, 60_000);

  it('every operator endpoint the studio needs was called through the client above', () => {
    // the accounts, the audit log, the live revision by name and deleting a draft are the `operator` and
    // `config-publish` CLIs' and curl's (docs/operators.md), not the studio's; so, until the studio has a form for
    // it, is changing one's own password
    const notTheStudios: OperatorEndpointName[] = [
      'accountsList',
      'accountsCreate',
      'accountsUpdate',
      'auditRead',
      'revisionsLive',
      'draftsDelete',
      'accountPassword',
      // single sign-on's way to the identity provider and back are the browser's navigations (tests/e2e/sso.spec.ts)
      'ssoLogin',
      'ssoCallback',
      // webhooks are added and removed with `operator webhook` (docs/operators.md "Webhooks"); the studio shows them and their log
      'webhooksCreate',
      'webhooksDelete',
    ];
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
    const called = (Object.keys(OPERATOR_ENDPOINTS) as OperatorEndpointName[]).filter((name) => {
      const { method, path } = OPERATOR_ENDPOINTS[name];
      return sent.some((s) => s.startsWith(`${method} `) && matches(path, s.slice(method.length + 1)));
    });
    expect(called.sort()).toEqual((Object.keys(OPERATOR_ENDPOINTS) as OperatorEndpointName[]).filter((n) => !notTheStudios.includes(n)).sort());
  });
});
