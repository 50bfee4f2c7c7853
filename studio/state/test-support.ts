/**
 * An operator API in memory for the studio's store and shell tests: one live revision, drafts with
 * versions, edits that set a prop in a file's text, and failures a test switches on.
 */
import type { WebhookDelivery, WebhookSummary } from '../../schemas/operator-api/webhooks.ts';
import type { Catalog, Edit, EditRequest, FileMap, LintView, PageView } from '../../engine/studio/contract.ts';
import type { StudioApi } from '../api/client.ts';
import type { SsoInfo } from '../../schemas/operator-api/sso.ts';
import { ApiError } from '../api/errors.ts';
import type { ConfigDiff, Draft, Grant, Revision, RevisionMeta, SessionInfo, SiteChange } from '../api/types.ts';
import type { KeyValueStore } from './autosave.ts';
import type { ApiTokenSummary, DemoSite, VitalsAnswer } from '../../schemas/operator-api.ts';
import type { Schedule } from '../../schemas/operator-api/schedule.ts';
import { createStudioStore } from './store.ts';
import type { MayApprove, ReviewStatus } from '../../schemas/operator-api/review-answers.ts';

export const CATALOG: Catalog = {
  templates: [
    {
      key: 'casino1',
      label: 'Casino 1',
      extends: ['_casino'],
      abstract: false,
      layout: 'default',
      pages: ['home', 'slots'],
      routes: [
        { path: '/', page: 'home' },
        { path: '/slots', page: 'slots' },
      ],
      breakpoints: [
        { name: 'mobile', min: 0 },
        { name: 'desktop', min: 1024 },
      ],
      schemes: ['color1-1'],
      file: 'templates/casino1.json',
      sites: ['casino1.example'],
    },
    {
      key: 'slot2',
      label: 'Slot 2',
      extends: ['_slot'],
      abstract: false,
      layout: 'default',
      pages: ['home'],
      routes: [{ path: '/', page: 'home' }],
      breakpoints: [{ name: 'mobile', min: 0 }],
      schemes: ['color1-1'],
      file: 'templates/slot2.json',
      sites: ['slot2.example'],
    },
  ],
  sites: [
    { domain: 'casino1.example', theme_code: 'casino1', theme_color: 'color1-1', languages: ['en', 'de'] },
    { domain: 'slot2.example', theme_code: 'slot2', theme_color: 'color1-1' },
  ],
  layouts: ['default'],
  pages: ['home', 'slots'],
  widgets: [],
  languages: ['en', 'de'],
};

export const LIVE_FILES: FileMap = {
  'templates/casino1.json': '{"label":"Casino 1","columns":6}',
  'templates/slot2.json': '{"label":"Slot 2"}',
};

export function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const meta = (id: string, parent: string | null, message: string, author = 'seed'): RevisionMeta => ({
  id,
  contentId: `c${id}`,
  parent,
  author,
  message,
  createdAt: '2026-11-26T00:00:00.000Z',
  kind: parent ? 'publish' : 'seed',
  lint: { errors: 0, warnings: 0, problems: [] },
});

const ACCOUNTS: Record<string, Grant[]> = {
  ed: [{ role: 'editor', scope: '*' }],
  pub: [{ role: 'publisher', scope: '*' }],
  vic: [{ role: 'viewer', scope: '*' }],
  ada: [{ role: 'admin', scope: '*' }],
  scoped: [{ role: 'publisher', scope: ['casino1'] }],
};

/** The value `columns` has in casino1's file: what the fake's edits change. */
export const columnsOf = (files: FileMap) => (JSON.parse(files['templates/casino1.json'] ?? '{}') as { columns?: number }).columns;

/** The diff's change in words for the one value these fakes edit: casino1's hot grid's desktop columns. */
function columnChanges(before: number | undefined, after: number | undefined): SiteChange[] {
  if (before === after) return [];
  const change: SiteChange = {
    templates: ['casino1'],
    what: 'prop',
    tree: { kind: 'page', name: 'home' },
    node: 'hot',
    widget: 'GameGrid',
    prop: 'columns',
    breakpoint: 'desktop',
  };
  return [{ ...change, ...(before !== undefined ? { from: before } : {}), ...(after !== undefined ? { to: after } : {}) }];
}

export class FakeServer {
  revisions: Revision[] = [{ ...meta('00000001', null, 'seed'), files: { ...LIVE_FILES } }];
  drafts = new Map<string, Draft>();
  signedIn: string | null = null;
  /** every call, `METHOD path` */
  calls: string[] = [];
  /** preview links asked for: which draft, on which site */
  previews: { draft: string; site: string }[] = [];
  /** the next calls fail with this (status 0: no connection) */
  failWith: ApiError | null = null;
  lintErrors = 0;
  /** what /api/vitals answers */
  vitalSeries: VitalsAnswer['series'] = [];
  /** the demo's sites (null: a real backend) */
  demo: DemoSite[] | null = [{ domain: 'casino3.localhost', theme_code: 'casino3', theme_color: 'color3-3' }];
  /** named API tokens, every account's */
  apiTokens: ApiTokenSummary[] = [];
  scheduled: Schedule[] = [];
  /** the zones the fake says a draft's time is read in */
  zones: string[] = ['Asia/Manila'];
  /** what /api/sso answers (single sign-on, issue 50) */
  sso: SsoInfo = { enabled: false };
  /** the webhooks and their delivery log (issue 50 part 4) */
  hooks: WebhookSummary[] = [];
  hookLog: WebhookDelivery[] = [];
  /** the session's login is too old: publish and rollback answer stepUpRequired until a step-up */
  stale = false;
  private ids = 0;

  /** what the real server answers a publish or rollback past the step-up window */
  private freshEnough() {
    if (this.stale) throw new ApiError(401, 'stepUpRequired', 'confirm it is you', { stepUpSeconds: 300, secondFactor: false });
  }

  live(): Revision {
    return this.revisions.at(-1)!;
  }

  private guard(call: string) {
    this.calls.push(call);
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw new ApiError(401, 'unauthenticated', 'log in first');
  }

  private noSecondFactors(call: string): never {
    this.guard(call);
    throw new ApiError(404, 'notFound', 'this fake server enrols no second factors');
  }

  private session(): SessionInfo {
    return { account: this.signedIn!, grants: ACCOUNTS[this.signedIn!]!, csrfToken: 'csrf', expiresAt: '2026-11-26T12:00:00.000Z' };
  }

  private lintView(): LintView {
    const problems = Array.from({ length: this.lintErrors }, () => ({
      ruleId: 'schema',
      severity: 'error' as const,
      file: 'templates/casino1.json',
      line: 1,
      column: 2,
      pointer: '/columns',
      message: 'columns must be at most 12',
    }));
    return { errors: this.lintErrors, warnings: 0, problems, ms: 3 };
  }

  private viewOf(draft: Pick<Draft, 'version' | 'files'>, template: string, page: string): PageView {
    const node = (key: string, pointer: string) => ({
      key,
      widget: 'Stack',
      mode: 'own' as const,
      source: { file: 'templates/casino1.json', line: 1, column: 1, pointer },
      fields: [],
      children: [],
    });
    return {
      template,
      page,
      layout: 'default',
      breakpoints: CATALOG.templates[0]!.breakpoints,
      layoutRoot: node('layout:', ''),
      pageRoot: { ...node('page:', ''), children: [node('page:/children/0', '/columns')] },
      version: draft.version,
    };
  }

  /** The fake's review: its content id is the draft's version, and nothing needs an approval. */
  private reviewOf(draft: Draft): ReviewStatus {
    const { comments, ...review } = draft.review;
    return {
      ...review,
      draft: draft.id,
      version: draft.version,
      owner: draft.owner,
      editors: draft.editors,
      contentId: `v${draft.version}`,
      needsApproval: [],
      verdict: { ok: true },
      mayApprove: this.mayApprove(draft),
      openComments: comments.filter((c) => !c.resolved).length,
    };
  }

  private mayApprove(draft: Draft): MayApprove {
    if (draft.editors.includes(this.signedIn!)) return { ok: false, reason: 'editor', message: 'you edited this draft' };
    if (!ACCOUNTS[this.signedIn!]!.some((g) => g.role === 'publisher' || g.role === 'admin'))
      return { ok: false, reason: 'role', message: 'publishers approve' };
    return { ok: true };
  }

  private draftOf(id: string): Draft {
    const draft = this.drafts.get(id);
    if (!draft) throw new ApiError(404, 'notFound', `no draft ${id}`);
    return draft;
  }

  private bump(draft: Draft, version: number, files: FileMap, parent?: string): Draft {
    if (version !== draft.version) throw new ApiError(409, 'draftChanged', 'the draft changed', { version: draft.version });
    const next = {
      ...draft,
      files,
      version: draft.version + 1,
      updatedAt: new Date(1_800_000_000_000 + this.ids++).toISOString(),
      ...(parent ? { parent } : {}),
    };
    this.drafts.set(draft.id, next);
    return next;
  }

  /** Someone else publishes: the live revision moves on. */
  publishElsewhere(files: FileMap, message = 'elsewhere') {
    const parent = this.live();
    this.revisions.push({ ...meta(String(this.revisions.length + 1).padStart(8, '0'), parent.id, message, 'other'), files });
  }

  api(): StudioApi {
    return {
      login: async (name, password) => {
        this.calls.push('POST /api/login');
        if (this.failWith) throw this.failWith;
        if (!ACCOUNTS[name] || password !== 'correct horse battery') throw new ApiError(401, 'invalidCredentials', 'wrong name or password');
        this.signedIn = name;
        return this.session();
      },
      session: async () => {
        this.guard('GET /api/session');
        return this.session();
      },
      logout: async () => {
        this.guard('POST /api/logout');
        this.signedIn = null;
      },
      catalog: async () => {
        this.guard('GET /api/studio/catalog');
        return CATALOG;
      },
      drafts: async () => {
        this.guard('GET /api/drafts');
        return [...this.drafts.values()].map(({ files: _files, ...d }) => d);
      },
      createDraft: async (title) => {
        this.guard('POST /api/drafts');
        const id = `d${++this.ids}`;
        const draft: Draft = {
          id,
          owner: this.signedIn!,
          title,
          parent: this.live().id,
          files: { ...this.live().files },
          version: 1,
          createdAt: '2026-11-26T00:00:00.000Z',
          updatedAt: '2026-11-26T00:00:00.000Z',
          editors: [this.signedIn!],
          review: { state: 'open', reviewers: [], approvals: [], comments: [] },
        };
        this.drafts.set(id, draft);
        return draft;
      },
      draft: async (id) => {
        this.guard(`GET /api/drafts/${id}`);
        return this.draftOf(id);
      },
      putDraft: async (id, version, files, parent) => {
        this.guard(`PUT /api/drafts/${id}`);
        return this.bump(this.draftOf(id), version, files, parent);
      },
      lint: async (id) => {
        this.guard(`POST /api/drafts/${id}/lint`);
        return this.lintView();
      },
      view: async (id, template, page) => {
        this.guard(`GET /api/drafts/${id}/view`);
        return this.viewOf(id === 'live' ? { ...this.live(), version: 0 } : this.draftOf(id), template, page);
      },
      edit: async (id, request: EditRequest) => {
        this.guard(`POST /api/drafts/${id}/edits`);
        const draft = this.draftOf(id);
        let files = draft.files;
        for (const edit of request.edits) files = applyFake(files, edit);
        const next = this.bump(draft, request.version, files);
        const clone = request.edits.find((e) => e.op === 'cloneTemplate');
        return {
          draft: next,
          lint: this.lintView(),
          ...(request.view ? { view: this.viewOf(next, request.view.template, request.view.page) } : {}),
          ...(clone ? { created: clone.key } : {}),
        };
      },
      preview: async (id, site) => {
        this.guard(`POST /api/drafts/${id}/preview`);
        this.draftOf(id);
        this.previews.push({ draft: id, site });
        return { origin: `http://${site}:3000`, token: `t${this.previews.length}`, expiresAt: '2026-11-26T12:00:00.000Z' };
      },
      diff: async (from, to) => {
        this.guard(`GET /api/diff?from=${from}&to=${to}`);
        const filesOf = (side: string) =>
          side === 'live'
            ? this.live().files
            : side.startsWith('draft:')
              ? this.draftOf(side.slice('draft:'.length)).files
              : this.revisions.find((r) => r.id === side)!.files;
        const before = columnsOf(filesOf(from));
        const after = columnsOf(filesOf(to));
        const diff: ConfigDiff = {
          changes: columnChanges(before, after),
          files:
            before === after
              ? []
              : [
                  {
                    file: 'templates/casino1.json',
                    change: 'modified',
                    nodes: [
                      {
                        change: 'modified',
                        widget: 'GameGrid',
                        id: 'hot',
                        fromPointer: '/pages/home',
                        toPointer: '/pages/home',
                        props: [],
                        at: [{ breakpoint: 'desktop', name: 'columns', from: before, to: after }],
                        other: [],
                      },
                    ],
                    values: [{ pointer: '/label', from: 'Casino 1', to: 'Casino One' }],
                  },
                ],
          summary: { added: 0, removed: 0, modified: before === after ? 0 : 1, unchanged: 1 },
        };
        return diff;
      },
      revisions: async () => {
        this.guard('GET /api/revisions');
        return { items: [...this.revisions].reverse().map(({ files: _files, ...m }) => m), live: this.live().id };
      },
      revision: async (id) => {
        this.guard(`GET /api/revisions/${id}`);
        const found = this.revisions.find((r) => r.id === id);
        if (!found) throw new ApiError(404, 'notFound', `no revision ${id}`);
        return found;
      },
      publishDraft: async (id, version, message) => {
        this.guard('POST /api/publish');
        this.freshEnough();
        if (!ACCOUNTS[this.signedIn!]!.some((g) => g.role === 'publisher' || g.role === 'admin')) throw new ApiError(403, 'forbidden', 'publisher needed');
        const draft = this.draftOf(id);
        if (version !== draft.version) throw new ApiError(409, 'draftChanged', 'the draft changed', { version: draft.version });
        if (draft.parent !== this.live().id) {
          const parent = this.revisions.find((r) => r.id === draft.parent)!;
          throw new ApiError(409, 'staleParent', `${parent.id} is no longer live`, {
            parent: parent.id,
            live: this.live().id,
            diff: {
              changes: columnChanges(columnsOf(parent.files), columnsOf(this.live().files)),
              files: Object.keys(this.live().files)
                .filter((f) => this.live().files[f] !== parent.files[f])
                .map((file) => ({ file, change: 'modified', nodes: [], values: [] })),
              summary: { added: 0, removed: 0, modified: 1, unchanged: 0 },
            },
          });
        }
        if (this.lintErrors > 0) throw new ApiError(422, 'lintErrors', '1 config-lint error', { problems: this.lintView().problems });
        this.publishElsewhere(draft.files, message);
        this.revisions.at(-1)!.author = this.signedIn!;
        this.drafts.delete(id);
        return { revision: this.live(), lint: { errors: 0, warnings: 0, problems: [] } };
      },
      stepUp: async (password) => {
        this.guard('POST /api/session/step-up');
        if (password !== 'correct horse battery') throw new ApiError(403, 'wrongPassword', 'the password is wrong');
        this.stale = false;
        return { authenticatedAt: '2026-11-26T00:00:00.000Z', stepUpSeconds: 300 };
      },
      secondFactors: async () => {
        this.guard('GET /api/account/second-factors');
        return { required: false, totp: false, recoveryCodesLeft: 0, passkeys: [], authenticatedAt: '2026-11-26T00:00:00.000Z', stepUpSeconds: 300 };
      },
      // the panels' tests have no authenticator: enrolment is the real server's (tests/e2e/second-factor.spec.ts)
      totpOffer: async () => this.noSecondFactors('POST /api/account/totp/new'),
      totpEnrol: async () => this.noSecondFactors('POST /api/account/totp'),
      passkeyOptions: async () => this.noSecondFactors('POST /api/account/passkeys/options'),
      passkeyAdd: async () => this.noSecondFactors('POST /api/account/passkeys'),
      rollback: async (revision, message) => {
        this.guard('POST /api/rollback');
        this.freshEnough();
        const target = this.revisions.find((r) => r.id === revision)!;
        this.publishElsewhere(target.files, message);
        return { revision: this.live(), lint: { errors: 0, warnings: 0, problems: [] } };
      },
      searchMessages: async () => [],
      assets: async () => [],
      vitals: async (template) => {
        this.guard(`GET /api/vitals${template ? `?template=${template}` : ''}`);
        return { series: this.vitalSeries.filter((v) => !template || v.template === template), processes: { answered: 2, total: 2 } };
      },
      demoSites: async () => {
        this.guard('GET /api/demo-sites');
        return this.demo;
      },
      pointDemoSite: async (domain, theme_code, theme_color) => {
        this.guard(`PUT /api/demo-sites/${domain}`);
        const site = this.demo?.find((s) => s.domain === domain);
        if (!site) throw new ApiError(404, 'notFound', `no demo site ${domain}`);
        const before = { theme_code: site.theme_code, theme_color: site.theme_color };
        Object.assign(site, { theme_code, theme_color });
        return { domain, domains: [domain], theme_code, theme_color, before, served: { revision: this.live().id, processes: 2, of: 2 } };
      },
      tokens: async () => {
        this.guard('GET /api/tokens');
        return this.apiTokens.filter((t) => t.account === this.signedIn);
      },
      createToken: async (name, grant, expiresInDays) => {
        this.guard('POST /api/tokens');
        const token: ApiTokenSummary = {
          id: `tok_${String(++this.ids).padStart(12, '0')}`,
          name,
          account: this.signedIn!,
          grant,
          createdAt: '2026-11-26T10:00:00.000Z',
          lastUsedAt: null,
          expiresAt: new Date(Date.parse('2026-11-26T10:00:00.000Z') + expiresInDays * 86_400_000).toISOString(),
        };
        this.apiTokens.push(token);
        return { ...token, secret: `opt_secret${this.ids}` };
      },
      revokeToken: async (id) => {
        this.guard(`DELETE /api/tokens/${id}`);
        const at = this.apiTokens.findIndex((t) => t.id === id && t.account === this.signedIn);
        if (at < 0) throw new ApiError(404, 'notFound', `you have no token ${id}`);
        this.apiTokens.splice(at, 1);
      },
      // scheduled publishing: kept, listed and cancelled; the fake's clock never publishes one
      schedules: async (draft) => {
        this.guard(`GET /api/schedules${draft ? `?draft=${draft}` : ''}`);
        return { items: [...this.scheduled], ...(draft ? { zones: this.zones } : {}) };
      },
      scheduleDraft: async (id, version, at, message) => {
        this.guard('POST /api/schedules');
        const draft = this.draftOf(id);
        if (draft.version !== version) throw new ApiError(409, 'draftChanged', 'the draft changed since that version', { version: draft.version });
        if (this.zones.length !== 1 && !/(Z|[+-]\d{2}:\d{2})$/.test(at))
          throw new ApiError(400, 'badRequest', 'several time zones: give the time with an offset');
        const schedule: Schedule = {
          id: `s${++this.ids}`,
          draft: id,
          contentId: 'content',
          parent: draft.parent,
          at: new Date(/(Z|[+-]\d{2}:\d{2})$/.test(at) ? at : `${at}Z`).toISOString(),
          timeZone: this.zones[0] ?? 'UTC',
          templates: ['casino1'],
          author: this.signedIn!,
          message,
          createdAt: '2026-11-26T00:00:00.000Z',
          state: 'pending',
        };
        this.scheduled.push(schedule);
        return schedule;
      },
      cancelSchedule: async (id) => {
        this.guard(`DELETE /api/schedules/${id}`);
        const found = this.scheduled.find((s) => s.id === id);
        if (found?.state !== 'pending') throw new ApiError(409, 'notPending', 'only a pending schedule can be cancelled');
        Object.assign(found, { state: 'cancelled', settledBy: this.signedIn!, settledAt: '2026-11-26T00:00:01.000Z' });
        return { ...found };
      },
      sso: async () => {
        this.calls.push('GET /api/sso');
        if (this.failWith) throw this.failWith;
        return this.sso;
      },
      sharedDrafts: async () => {
        this.guard('GET /api/drafts?shared=1');
        return [...this.drafts.values()].filter((d) => d.owner !== this.signedIn).map(({ files: _files, ...d }) => d);
      },
      reviewStatus: async (id) => {
        this.guard(`GET /api/drafts/${id}/review`);
        return this.reviewOf(this.draftOf(id));
      },
      requestReview: async (id, reviewers, note) => {
        this.guard(`POST /api/drafts/${id}/review`);
        const draft = this.draftOf(id);
        draft.review = { ...draft.review, state: 'in-review', reviewers, ...(note ? { note } : {}), requestedBy: this.signedIn! };
        return this.reviewOf(draft);
      },
      reviews: async () => {
        this.guard('GET /api/reviews');
        return [...this.drafts.values()]
          .filter((d) => d.review.state === 'in-review')
          .map(({ files: _files, review, ...draft }) => ({
            draft,
            state: review.state,
            reviewers: review.reviewers,
            named: review.reviewers.includes(this.signedIn!),
            needsApproval: [],
            mayApprove: this.mayApprove(this.draftOf(draft.id)),
            openComments: review.comments.filter((c) => !c.resolved).length,
          }));
      },
      comments: async (id) => {
        this.guard(`GET /api/drafts/${id}/comments`);
        return this.draftOf(id).review.comments;
      },
      comment: async (id, text, target, replyTo) => {
        this.guard(`POST /api/drafts/${id}/comments`);
        const draft = this.draftOf(id);
        const comment = {
          id: `c${++this.ids}`,
          author: this.signedIn!,
          at: '2026-11-26T00:00:00.000Z',
          text,
          ...(target ? { target } : {}),
          ...(replyTo ? { replyTo } : {}),
        };
        draft.review = { ...draft.review, comments: [...draft.review.comments, comment] };
        return comment;
      },
      resolveComment: async (id, comment) => {
        this.guard(`POST /api/drafts/${id}/comments/${comment}/resolve`);
        const draft = this.draftOf(id);
        const resolved = { by: this.signedIn!, at: '2026-11-26T00:00:00.000Z' };
        draft.review = { ...draft.review, comments: draft.review.comments.map((c) => (c.id === comment ? { ...c, resolved } : c)) };
        return draft.review.comments.find((c) => c.id === comment)!;
      },
      approve: async (id, decision) => {
        this.guard(`POST /api/drafts/${id}/approve`);
        const draft = this.draftOf(id);
        const may = this.mayApprove(draft);
        if (!may.ok) throw new ApiError(403, may.reason === 'editor' ? 'ownEdit' : 'forbidden', may.message);
        const approval = { by: this.signedIn!, at: '2026-11-26T00:00:00.000Z', contentId: `v${draft.version}`, templates: [] };
        draft.review =
          decision === 'approve'
            ? { ...draft.review, state: 'approved', approvals: [...draft.review.approvals, approval] }
            : { ...draft.review, state: 'changes-requested', changesRequested: { by: this.signedIn!, at: approval.at } };
        return this.reviewOf(draft);
      },
      webhooks: async () => {
        this.guard('GET /api/webhooks');
        return this.hooks.map((h) => ({ ...h }));
      },
      webhookLog: async (webhook) => {
        this.guard(`GET /api/webhook-log${webhook ? `?webhook=${webhook}` : ''}`);
        return this.hookLog.filter((d) => !webhook || d.webhook === webhook).map((d) => ({ ...d }));
      },
      redeliver: async (delivery) => {
        this.guard(`POST /api/webhook-log/${delivery}`);
        const found = this.hookLog.find((d) => d.id === delivery);
        if (!found) throw new ApiError(404, 'notFound', `no delivery ${delivery}`);
        Object.assign(found, { state: 'pending', attempt: 0, nextAttempt: '2026-11-26T00:00:00.000Z' });
        delete found.status;
      },
      presence: async () => {
        this.guard('POST /api/presence');
        return { ok: true, expiresAt: new Date(1_800_000_030_000).toISOString() };
      },
    };
  }
}

/** The fake's edit: `setProp columns` writes casino1's `columns`, a clone adds a file extending its source; anything else is refused as the model would. */
function applyFake(files: FileMap, edit: Edit): FileMap {
  if (edit.op === 'cloneTemplate') return { ...files, [`templates/${edit.key}.json`]: JSON.stringify({ extends: edit.from }) };
  if (edit.op !== 'setProp' || edit.prop !== 'columns') throw new ApiError(422, 'editRefused', `the fake applies only columns, not ${edit.op}`, { edit: 0 });
  const file = JSON.parse(files['templates/casino1.json'] ?? '{}') as Record<string, unknown>;
  return { ...files, 'templates/casino1.json': JSON.stringify({ ...file, columns: edit.value }) };
}

export const setColumns = (value: number): Edit => ({ op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/0', prop: 'columns', value });

/** A store over a fresh FakeServer and storage; `api` stands in for the fake's API where a test wraps it. */
export function studioSetup(account = 'ed', wrap: (api: StudioApi) => StudioApi = (api) => api) {
  const server = new FakeServer();
  const storage = memoryStorage();
  const store = createStudioStore({ api: wrap(server.api()), storage, now: () => 1_000 });
  return { server, storage, store, login: () => store.getState().login(account, 'correct horse battery') };
}
