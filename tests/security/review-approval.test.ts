/**
 * Review and four-eyes approval against the real server (issue 49 parts 2 and 3, docs/operators.md
 * "Review and approval"): casino1 is set to require approval through a draft of its template; then a
 * draft of it is published only with an approval by a publisher who did not edit it, of exactly its
 * current content. Drafts are shared by scope, read and written alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, auditLog, enrolSecondFactor, login, op, PASSWORD, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

let fx: OperatorFixture;
let admin: Login;
let editor: Login;
let publisher: Login;
beforeAll(async () => {
  fx = await startOperatorServer(
    {},
    {
      admin: ['admin', '*'],
      viewer: ['viewer', '*'],
      slotviewer: ['viewer', 'slot2'],
      editor: ['editor', '*'],
      editor2: ['editor', '*'],
      casinoed: ['editor', 'casino1'],
      publisher: ['publisher', '*'],
      pubeditor: ['publisher', '*'],
      slotpub: ['publisher', 'slot2'],
      latepub: ['publisher', 'casino1'],
    },
    [],
  );
  // once casino1 needs approval its publishers must have a second factor (docs/operators.md "Second factors")
  await Promise.all(['publisher', 'pubeditor', 'slotpub'].map((name) => enrolSecondFactor(fx, name)));
  admin = await login(fx.port, 'admin');
  editor = await login(fx.port, 'editor');
  publisher = await login(fx.port, 'publisher');
}, 120_000);
afterAll(() => fx?.stop());

type Files = Record<string, string>;
interface Draft {
  id: string;
  version: number;
  files: Files;
  editors: string[];
}

const CASINO1 = 'templates/casino1.json';
const live = async () => (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json as unknown as { id: string; files: Files };
const recolour = (files: Files, colour: string): Files => ({
  ...files,
  [CASINO1]: files[CASINO1]!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${colour}"`),
});
const requiringApproval = (files: Files): Files => {
  const template = JSON.parse(files[CASINO1]!) as Record<string, unknown>;
  return { ...files, [CASINO1]: `${JSON.stringify({ ...template, publishing: { approval: 'required' } }, null, 2)}\n` };
};

async function draftWith(session: Login, files: Files, title = 'review test'): Promise<Draft> {
  const created = await op(fx.port, '/api/drafts', as(session, { title, files }));
  expect(created.status, created.body).toBe(201);
  return created.json as unknown as Draft;
}
const publish = (session: Login, draft: Draft, message: string) => op(fx.port, '/api/publish', as(session, { draft: draft.id, message }));
const approve = (session: Login, draft: Draft, body: Record<string, unknown> = {}) => op(fx.port, `/api/drafts/${draft.id}/approve`, as(session, body));

describe('four-eyes approval', () => {
  it('turning the requirement on is itself approved; then a casino1 draft needs an approval by a non-editor publisher of its current content', async () => {
    const start = await live();
    // the requirement, through a draft of casino1's template: the change needs an approval as it now requires one
    const turnOn = await draftWith(editor, requiringApproval(start.files), 'casino1 needs approval');
    const refusedOn = await publish(publisher, turnOn, 'casino1 approval on');
    expect(refusedOn.status).toBe(409);
    expect(refusedOn.json.error).toMatchObject({ code: 'approvalRequired', templates: ['casino1'] });
    expect((await approve(publisher, turnOn)).status).toBe(200);
    expect((await publish(publisher, turnOn, 'casino1 approval on')).status).toBe(201);

    // an editor's draft, sent for review to the publisher
    const base = await live();
    const draft = await draftWith(editor, recolour(base.files, '#2255ff'));
    const requested = await op(fx.port, `/api/drafts/${draft.id}/review`, as(editor, { reviewers: ['publisher'], note: 'new primary colour' }));
    expect(requested.status, requested.body).toBe(200);
    expect(requested.json).toMatchObject({ state: 'in-review', reviewers: ['publisher'], requestedBy: 'editor', needsApproval: ['casino1'] });
    expect(requested.json['verdict']).toEqual({ ok: false, error: 'approvalRequired', templates: ['casino1'] });

    // the queue: the named reviewer sees it first; a publisher of slot2 only does not see a casino1 draft
    const queue = await op(fx.port, '/api/reviews', { cookie: publisher.cookie });
    expect(queue.status).toBe(200);
    const first = (queue.json['items'] as { draft: { id: string }; named: boolean; mayApprove: { ok: boolean } }[])[0];
    expect(first).toMatchObject({ draft: { id: draft.id }, named: true, mayApprove: { ok: true } });
    const slotpub = await login(fx.port, 'slotpub');
    const theirs = (await op(fx.port, '/api/reviews', { cookie: slotpub.cookie })).json['items'] as { draft: { id: string } }[];
    expect(theirs.map((i) => i.draft.id)).not.toContain(draft.id);

    const unapproved = await publish(publisher, draft, 'blue casino1');
    expect(unapproved.status).toBe(409);
    expect(unapproved.json.error).toMatchObject({ code: 'approvalRequired', templates: ['casino1'] });
    // the same files published without a draft: there is nobody's approval to find
    const bare = await op(fx.port, '/api/publish', as(publisher, { files: draft.files, parent: base.id, message: 'around the review' }));
    expect(bare.json.error).toMatchObject({ code: 'approvalRequired', templates: ['casino1'] });

    const approved = await approve(publisher, draft, { note: 'looks right' });
    expect(approved.status, approved.body).toBe(200);
    expect(approved.json).toMatchObject({ state: 'approved', verdict: { ok: true, approval: { by: 'publisher', templates: ['casino1'] } } });
    const published = await publish(publisher, draft, 'blue casino1');
    expect(published.status, published.body).toBe(201);
    expect((await live()).files[CASINO1]).toContain('#2255ff');

    const refusals = (await auditLog(fx.port, admin, 'publish')).filter((e) => e.outcome === 'refused' && e.detail['status'] === 409);
    expect(refusals.map((e) => e.detail['approval'])).toContainEqual({ error: 'approvalRequired', templates: ['casino1'] });
    expect((await auditLog(fx.port, admin, 'publish')).find((e) => e.outcome === 'ok')?.detail['approvedBy']).toBe('publisher');
    expect((await auditLog(fx.port, admin, 'review.request'))[0]).toMatchObject({ actor: 'editor', outcome: 'ok', detail: { reviewers: ['publisher'] } });
    expect((await auditLog(fx.port, admin, 'draft.approve'))[0]).toMatchObject({ actor: 'publisher', outcome: 'ok', detail: { decision: 'approve' } });
  });

  it('an edit after the approval makes it stale: approvalStale, and the review reads in-review again', async () => {
    const base = await live();
    const draft = await draftWith(editor, recolour(base.files, '#3366aa'));
    expect((await approve(publisher, draft)).status).toBe(200);
    const edited = await op(fx.port, `/api/drafts/${draft.id}`, as(editor, { version: draft.version, files: recolour(base.files, '#3366ab') }, 'PUT'));
    expect(edited.status).toBe(200);
    const stale = await publish(publisher, draft, 'after the approval');
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'approvalStale', templates: ['casino1'] });
    const status = await op(fx.port, `/api/drafts/${draft.id}/review`, { cookie: editor.cookie });
    expect(status.json).toMatchObject({ state: 'in-review', verdict: { ok: false, error: 'approvalStale' } });
    expect((await auditLog(fx.port, admin, 'publish'))[0]).toMatchObject({
      outcome: 'refused',
      detail: { approval: { error: 'approvalStale', templates: ['casino1'] } },
    });
  });

  it('a publisher over a template that needs approval must have a second factor: without one the login is refused', async () => {
    const refused = await op(fx.port, '/api/login', { body: { name: 'latepub', password: PASSWORD } });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toMatchObject({ code: 'mfaEnrolmentRequired' });
    await enrolSecondFactor(fx, 'latepub');
    expect((await login(fx.port, 'latepub')).csrf).toMatch(/.{20,}/);
  });

  it("the draft's own editors cannot approve it, even a publisher who edited someone else's draft", async () => {
    const base = await live();
    const pubeditor = await login(fx.port, 'pubeditor');
    const own = await draftWith(pubeditor, recolour(base.files, '#4477bb'));
    const byOwner = await approve(pubeditor, own);
    expect(byOwner.status).toBe(403);
    expect(byOwner.json.error).toMatchObject({ code: 'ownEdit', editors: ['pubeditor'] });
    const status = await op(fx.port, `/api/drafts/${own.id}/review`, { cookie: pubeditor.cookie });
    expect(status.json['mayApprove']).toMatchObject({ ok: false, reason: 'editor' });

    // a publisher who edits the editor's shared draft becomes one of its editors
    const shared = await draftWith(editor, recolour(base.files, '#4477bc'));
    const joined = await op(fx.port, `/api/drafts/${shared.id}`, as(pubeditor, { version: shared.version, files: recolour(base.files, '#4477bd') }, 'PUT'));
    expect(joined.status).toBe(200);
    expect(joined.json['editors']).toEqual(['editor', 'pubeditor']);
    expect((await approve(pubeditor, shared)).json.error?.code).toBe('ownEdit');
    expect((await auditLog(fx.port, admin, 'draft.approve')).find((e) => e.actor === 'pubeditor')).toMatchObject({ outcome: 'refused' });
  });

  it('a rollback is exempt: it restores what was live before', async () => {
    const history = (await op(fx.port, '/api/revisions?limit=5', { cookie: admin.cookie })).json['items'] as { id: string }[];
    const rolled = await op(fx.port, '/api/rollback', as(publisher, { revision: history[1]!.id, message: 'incident' }));
    expect(rolled.status, rolled.body).toBe(201);
  });
});

describe('shared drafts, scoped', () => {
  it('a viewer of slot2 cannot read a casino1 draft, by any endpoint that shows it; a viewer of every template can', async () => {
    const draft = await draftWith(editor, recolour((await live()).files, '#5588cc'));
    const slotviewer = await login(fx.port, 'slotviewer');
    for (const path of [
      `/api/drafts/${draft.id}`,
      `/api/drafts/${draft.id}/review`,
      `/api/drafts/${draft.id}/comments`,
      `/api/drafts/${draft.id}/view?template=casino1&page=home`,
      `/api/diff?from=draft:${draft.id}`,
      `/api/studio/catalog?draft=${draft.id}`,
    ]) {
      const answer = await op(fx.port, path, { cookie: slotviewer.cookie });
      expect(answer.status, path).toBe(403);
      expect(answer.json.error?.['needed'], path).toEqual({ role: 'viewer', scope: ['casino1'] });
    }
    const comment = await op(fx.port, `/api/drafts/${draft.id}/comments`, as(slotviewer, { text: 'let me in' }));
    expect(comment.status).toBe(403);
    const shared = (await op(fx.port, '/api/drafts?shared=1', { cookie: slotviewer.cookie })).json['items'] as { id: string }[];
    expect(shared.map((d) => d.id)).not.toContain(draft.id);
    // the live revision is theirs to browse, read-only
    expect((await op(fx.port, '/api/drafts/live/view?template=slot2&page=home', { cookie: slotviewer.cookie })).status).toBe(200);

    const viewer = await login(fx.port, 'viewer');
    expect((await op(fx.port, `/api/drafts/${draft.id}`, { cookie: viewer.cookie })).status).toBe(200);
    const listed = (await op(fx.port, '/api/drafts?shared=1', { cookie: viewer.cookie })).json['items'] as { id: string }[];
    expect(listed.map((d) => d.id)).toContain(draft.id);
  });

  it("another editor over the draft's templates edits it and is recorded; an editor of fewer templates is refused", async () => {
    const draft = await draftWith(editor, recolour((await live()).files, '#6699dd'));
    const editor2 = await login(fx.port, 'editor2');
    const edited = await op(
      fx.port,
      `/api/drafts/${draft.id}/edits`,
      as(editor2, {
        version: draft.version,
        edits: [{ op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/3', prop: 'columns', value: 3, breakpoint: 'mobile' }],
      }),
    );
    expect(edited.status, edited.body).toBe(200);
    const now = (await op(fx.port, `/api/drafts/${draft.id}`, { cookie: editor.cookie })).json as unknown as Draft;
    expect(now.editors).toEqual(['editor', 'editor2']);

    const slotDraft = await draftWith(editor, {
      ...now.files,
      'templates/slot2.json': now.files['templates/slot2.json']!.replace('"version": 1', '"version": 1 '),
    });
    const casinoed = await login(fx.port, 'casinoed');
    const refused = await op(fx.port, `/api/drafts/${slotDraft.id}`, as(casinoed, { version: slotDraft.version, title: 'mine now' }, 'PUT'));
    expect(refused.status).toBe(403);
    expect(refused.json.error?.['needed']).toMatchObject({ role: 'editor' });
  });
});

describe('comments', () => {
  it('any viewer of the draft comments on it, a node or a prop; replies join the thread; a comment is resolved once; each audited', async () => {
    const draft = await draftWith(editor, recolour((await live()).files, '#77aaee'));
    const viewer = await login(fx.port, 'viewer');
    const onDraft = await op(fx.port, `/api/drafts/${draft.id}/comments`, as(viewer, { text: 'why this colour?' }));
    expect(onDraft.status).toBe(201);
    const node = { template: 'casino1', page: 'home', node: 'page:/children/3' };
    const onNode = await op(fx.port, `/api/drafts/${draft.id}/comments`, as(publisher, { text: 'too many columns', target: node }));
    const onProp = await op(
      fx.port,
      `/api/drafts/${draft.id}/comments`,
      as(publisher, { text: 'at mobile', target: { ...node, prop: 'columns', breakpoint: 'mobile' } }),
    );
    expect(onProp.status).toBe(201);
    const reply = await op(fx.port, `/api/drafts/${draft.id}/comments`, as(editor, { text: 'fixed', replyTo: onNode.json['id'] }));
    expect(reply.json).toMatchObject({ replyTo: onNode.json['id'], target: node, author: 'editor' });
    // a prop without its node is refused by the body's schema
    const bad = await op(
      fx.port,
      `/api/drafts/${draft.id}/comments`,
      as(editor, { text: 'x', target: { template: 'casino1', page: 'home', prop: 'columns' } }),
    );
    expect(bad.status).toBe(400);
    const unknown = await op(fx.port, `/api/drafts/${draft.id}/comments`, as(editor, { text: 'x', replyTo: 'nope' }));
    expect(unknown.json.error?.code).toBe('unknownComment');

    const resolved = await op(fx.port, `/api/drafts/${draft.id}/comments/${String(onNode.json['id'])}/resolve`, as(editor, undefined));
    expect(resolved.status).toBe(200);
    expect(resolved.json['resolved']).toMatchObject({ by: 'editor' });
    const again = await op(fx.port, `/api/drafts/${draft.id}/comments/${String(onNode.json['id'])}/resolve`, as(viewer, undefined));
    expect(again.json['resolved']).toMatchObject({ by: 'editor' });
    const list = (await op(fx.port, `/api/drafts/${draft.id}/comments`, { cookie: viewer.cookie })).json['items'] as { text: string }[];
    expect(list.map((c) => c.text)).toEqual(['why this colour?', 'too many columns', 'at mobile', 'fixed']);
    const status = await op(fx.port, `/api/drafts/${draft.id}/review`, { cookie: viewer.cookie });
    expect(status.json['openComments']).toBe(3);
    expect((await auditLog(fx.port, admin, 'comment.add')).filter((e) => e.outcome === 'ok')).toHaveLength(4);
    expect((await auditLog(fx.port, admin, 'comment.resolve'))[0]).toMatchObject({ actor: 'viewer', outcome: 'ok' });
  });

  it('a publisher may ask for changes instead: the draft reads changes-requested, with the note as a comment', async () => {
    const draft = await draftWith(editor, recolour((await live()).files, '#88bbff'));
    const answer = await approve(publisher, draft, { decision: 'changes', note: 'contrast too low' });
    expect(answer.json).toMatchObject({ state: 'changes-requested', changesRequested: { by: 'publisher', note: 'contrast too low' } });
    const again = await op(fx.port, `/api/drafts/${draft.id}/review`, as(editor, {}));
    expect(again.json).toMatchObject({ state: 'in-review' });
    expect(again.json).not.toHaveProperty('changesRequested');
  });
});
