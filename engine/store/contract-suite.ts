/**
 * The one behaviour every ConfigStoreBackend owes (types.ts), run against each: memory and SQLite
 * always, Postgres where the machine has it (postgres.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENESIS, verifyChain } from './audit-chain.ts';
import { contentIdOf } from './content-id.ts';
import type { ConfigStoreBackend, LintSummary, NewDelivery, NewSchedule, PublishInput, StoredWebhook } from './types.ts';

const CLEAN: LintSummary = { errors: 0, warnings: 0, problems: [] };
const files = (colour: string) => ({ 'routes.json': '{"routes":[]}\n', 'templates/casino1.json': `{"colour":"${colour}"}\n` });
const input = (parent: string | null, colour: string, extra: Partial<PublishInput> = {}): PublishInput => ({
  files: files(colour),
  parent,
  author: 'alice',
  message: `colour ${colour}`,
  kind: 'publish',
  lint: CLEAN,
  ...extra,
});

async function published(store: ConfigStoreBackend, parent: string | null, colour: string, extra: Partial<PublishInput> = {}) {
  const result = await store.publish(input(parent, colour, extra));
  if (!result.ok) throw new Error(`publish refused: stale parent, live ${result.live}`);
  return result.revision;
}

export function contractSuite(name: string, open: () => Promise<ConfigStoreBackend>): void {
  describe(`${name} config store (the contract)`, () => {
    let store: ConfigStoreBackend;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('starts empty: nothing live, no history', async () => {
      expect(await store.live()).toBeUndefined();
      expect(await store.liveId()).toBeUndefined();
      expect(await store.history({ limit: 10 })).toEqual({ items: [] });
      expect(await store.revision('r00000001')).toBeUndefined();
    });

    it('publishes a revision live with its files, author, message, kind and content id', async () => {
      const first = await published(store, null, '#111111', { kind: 'seed', author: 'server', message: 'seeded' });
      expect(first).toMatchObject({ parent: null, author: 'server', message: 'seeded', kind: 'seed', contentId: contentIdOf(files('#111111')), lint: CLEAN });
      expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.liveId()).toBe(first.id);
      const live = await store.live();
      expect(live?.files).toEqual(files('#111111'));
      expect(live?.id).toBe(first.id);
      expect((await store.revision(first.id))?.files).toEqual(files('#111111'));
      expect(await store.revision('no-such-revision')).toBeUndefined();
    });

    it('refuses a publish whose parent is no longer live (stale parent), storing nothing', async () => {
      const first = await published(store, null, '#111111');
      const second = await published(store, first.id, '#222222');
      expect(await store.publish(input(first.id, '#333333'))).toEqual({ ok: false, reason: 'stale-parent', live: second.id });
      expect(await store.publish(input(null, '#333333'))).toEqual({ ok: false, reason: 'stale-parent', live: second.id });
      expect((await store.history({ limit: 10 })).items).toHaveLength(2);
      expect(await store.liveId()).toBe(second.id);
    });

    it('lets exactly one of two racing publishes on the same parent through', async () => {
      const first = await published(store, null, '#111111');
      const results = await Promise.all([store.publish(input(first.id, '#aaaaaa')), store.publish(input(first.id, '#bbbbbb'))]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const loser = results.find((r) => !r.ok);
      const winner = results.find((r) => r.ok);
      expect(loser).toEqual({ ok: false, reason: 'stale-parent', live: winner?.ok ? winner.revision.id : 'none' });
    });

    it('a rollback is a new revision with ordered id, naming what it restores, and the same content id', async () => {
      const first = await published(store, null, '#111111');
      const second = await published(store, first.id, '#222222');
      const back = await published(store, second.id, '#111111', { kind: 'rollback', restores: first.id, message: 'roll back' });
      expect(back.contentId).toBe(first.contentId);
      expect(back.restores).toBe(first.id);
      expect(back.parent).toBe(second.id);
      expect([first.id, second.id, back.id]).toEqual([first.id, second.id, back.id].sort());
      expect(new Set([first.id, second.id, back.id]).size).toBe(3);
      expect((await store.live())?.files).toEqual(files('#111111'));
    });

    it('pages history newest first', async () => {
      let parent: string | null = null;
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await published(store, parent, `#00000${i}`);
        ids.push(r.id);
        parent = r.id;
      }
      const page1 = await store.history({ limit: 2 });
      expect(page1.items.map((r) => r.id)).toEqual([ids[4], ids[3]]);
      const page2 = await store.history({ limit: 2, ...(page1.next ? { before: page1.next } : {}) });
      expect(page2.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      const page3 = await store.history({ limit: 2, ...(page2.next ? { before: page2.next } : {}) });
      expect(page3).toEqual({ items: [expect.objectContaining({ id: ids[0] })] });
      expect(page1.items[0]).not.toHaveProperty('files');
    });

    it('tells a listener of every publish within 2 s', async () => {
      const seen: string[] = [];
      const stop = store.onLive((id) => seen.push(id));
      const first = await published(store, null, '#111111');
      const deadline = Date.now() + 2_000;
      while (!seen.includes(first.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      stop();
      expect(seen).toContain(first.id);
    });

    it('keeps drafts, refusing an update from a stale version', async () => {
      const base = await published(store, null, '#111111');
      const draft = await store.createDraft({ owner: 'alice', title: 'new colour', parent: base.id, files: files('#444444') });
      expect(draft).toMatchObject({ owner: 'alice', title: 'new colour', parent: base.id, version: 1 });
      expect((await store.draft(draft.id))?.files).toEqual(files('#444444'));
      const updated = await store.updateDraft(draft.id, 1, { files: files('#555555'), title: 'newer' });
      expect(updated).toMatchObject({ version: 2, title: 'newer', files: files('#555555') });
      expect(await store.updateDraft(draft.id, 1, { title: 'from an old tab' })).toBeUndefined();
      await store.createDraft({ owner: 'bob', title: 'other', parent: base.id, files: {} });
      expect((await store.drafts('alice')).map((d) => d.id)).toEqual([draft.id]);
      expect(await store.drafts()).toHaveLength(2);
      expect((await store.drafts('alice'))[0]).not.toHaveProperty('files');
      expect(await store.deleteDraft(draft.id)).toBe(true);
      expect(await store.deleteDraft(draft.id)).toBe(false);
      expect(await store.draft(draft.id)).toBeUndefined();
    });

    it('keeps accounts (a taken name is refused) and sessions', async () => {
      const account = {
        name: 'alice',
        passwordHash: 'scrypt$1$2$3$salt$hash',
        grants: [{ role: 'admin' as const, scope: '*' as const }],
        createdAt: new Date().toISOString(),
        disabled: false,
      };
      expect(await store.createAccount(account)).toBe(true);
      expect(await store.createAccount({ ...account, passwordHash: 'other' })).toBe(false);
      expect(await store.account('alice')).toEqual(account);
      expect(await store.accounts()).toEqual([{ name: 'alice', grants: account.grants, createdAt: account.createdAt, disabled: false }]);
      expect(await store.updateAccount('alice', { disabled: true, grants: [{ role: 'viewer', scope: ['casino1'] }] })).toBe(true);
      expect(await store.account('alice')).toMatchObject({
        disabled: true,
        grants: [{ role: 'viewer', scope: ['casino1'] }],
        passwordHash: account.passwordHash,
      });
      expect(await store.updateAccount('nobody', { disabled: true })).toBe(false);

      const at = new Date().toISOString();
      const session = {
        idHash: 'h1',
        account: 'alice',
        csrfToken: 'c1',
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      };
      await store.createSession(session);
      await store.createSession({ ...session, idHash: 'h2' });
      await store.createSession({ ...session, idHash: 'h3', account: 'bob' });
      expect(await store.session('h1')).toEqual(session);
      expect((await store.sessionsOf('alice')).map((s) => s.idHash).sort()).toEqual(['h1', 'h2']);
      expect((await store.sessionsOf()).map((s) => s.idHash).sort()).toEqual(['h1', 'h2', 'h3']);
      expect(await store.sessionsOf('nobody')).toEqual([]);
      const later = new Date(Date.now() + 1_000).toISOString();
      await store.touchSession('h1', later);
      expect((await store.session('h1'))?.lastSeenAt).toBe(later);
      await store.deleteSession('h1');
      expect(await store.session('h1')).toBeUndefined();
      await store.deleteSessionsOf('alice');
      expect(await store.session('h2')).toBeUndefined();
    });

    it('appends to the audit log and pages it newest first, filtered by actor and action', async () => {
      for (let i = 0; i < 3; i++) {
        await store.audit({
          actor: i === 1 ? 'bob' : 'alice',
          action: 'publish',
          revision: null,
          client: '127.0.0.1',
          outcome: i === 2 ? 'refused' : 'ok',
          detail: { i },
        });
      }
      const entry = await store.audit({ actor: 'alice', action: 'login', revision: 'r00000001', client: null, outcome: 'ok', detail: {} });
      expect(entry).toMatchObject({ actor: 'alice', action: 'login', revision: 'r00000001', outcome: 'ok' });
      const page = await store.auditLog({ limit: 2 });
      expect(page.items.map((e) => e.action)).toEqual(['login', 'publish']);
      expect(page.items[1]?.detail).toEqual({ i: 2 });
      expect(page.items[1]?.outcome).toBe('refused');
      const rest = await store.auditLog({ limit: 10, ...(page.next ? { before: Number(page.next) } : {}) });
      expect(rest.items.map((e) => (e.detail as { i: number }).i)).toEqual([1, 0]);
      expect((await store.auditLog({ limit: 10, actor: 'bob' })).items).toHaveLength(1);
      expect((await store.auditLog({ limit: 10, action: 'publish', actor: 'alice' })).items).toHaveLength(2);
    });

    it('reserves login attempts per key, newest first within the window, and forgets what the window left', async () => {
      expect(await store.reserveLoginAttempt(['a:ann', 'c:10.0.0.1'], 1_000, 0, 10)).toBe(true);
      expect(await store.reserveLoginAttempt(['a:ann', 'c:10.0.0.2'], 2_000, 0, 10)).toBe(true);
      expect(await store.reserveLoginAttempt(['a:ann', 'c:10.0.0.1'], 3_000, 0, 10)).toBe(true);
      expect(await store.loginFailures(['a:ann', 'c:10.0.0.1', 'c:10.0.0.2', 'a:bob'], 0, 10)).toEqual([[3_000, 2_000, 1_000], [3_000, 1_000], [2_000], []]);
      expect(await store.loginFailures(['a:ann'], 2_000, 10)).toEqual([[3_000, 2_000]]);
      expect(await store.loginFailures(['a:ann'], 0, 2)).toEqual([[3_000, 2_000]]);
      // a key at the limit refuses the reservation, and nothing is stored for any key
      expect(await store.reserveLoginAttempt(['a:ann', 'c:10.0.0.9'], 3_500, 0, 3)).toBe(false);
      expect(await store.loginFailures(['a:ann', 'c:10.0.0.9'], 0, 10)).toEqual([[3_000, 2_000, 1_000], []]);
      await store.releaseLoginAttempt('c:10.0.0.1', 3_000);
      expect(await store.loginFailures(['c:10.0.0.1'], 0, 10)).toEqual([[1_000]]);
      await store.clearLoginFailures('a:ann');
      expect(await store.loginFailures(['a:ann', 'c:10.0.0.1'], 0, 10)).toEqual([[], [1_000]]);
      // a reservation forgets every key's attempts before the window it names
      expect(await store.reserveLoginAttempt(['a:carl'], 5_000, 1_500, 10)).toBe(true);
      expect(await store.loginFailures(['c:10.0.0.1', 'c:10.0.0.2', 'a:carl'], 0, 10)).toEqual([[], [2_000], [5_000]]);
    });

    it('lets no more than the limit through when reservations arrive at once', async () => {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => store.reserveLoginAttempt(['a:dan', `c:10.0.1.${i}`], 10_000 + i, 0, 10)));
      expect(answers.filter(Boolean)).toHaveLength(10);
      expect((await store.loginFailures(['a:dan'], 0, 100))[0]).toHaveLength(10);
    });

    it('records served sites, and forgets the ones named', async () => {
      await store.recordSite({ domain: 'b.localhost', theme_code: 'casino1', theme_color: 'color1-1' });
      await store.recordSite({ domain: 'a.localhost', theme_code: 'slot2', theme_color: 'color11-1' });
      await store.recordSite({ domain: 'b.localhost', theme_code: 'casino2', theme_color: 'color2-1' });
      const sites = await store.sites();
      expect(sites.map(({ seen: _seen, ...s }) => s)).toEqual([
        { domain: 'a.localhost', theme_code: 'slot2', theme_color: 'color11-1' },
        { domain: 'b.localhost', theme_code: 'casino2', theme_color: 'color2-1' },
      ]);
      expect(Date.parse(sites[0]?.seen ?? '')).toBeGreaterThan(Date.now() - 60_000);
      await store.forgetSites(['b.localhost']);
      expect((await store.sites()).map((s) => s.domain)).toEqual(['a.localhost']);
    });

    it('keeps the languages each site offers, and a site recorded without them has none', async () => {
      await store.recordSite({ domain: 'a.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] });
      await store.recordSite({ domain: 'b.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: [] });
      await store.recordSite({ domain: 'c.localhost', theme_code: 'casino2', theme_color: 'color2-1' });
      expect((await store.sites()).map(({ domain, languages }) => ({ domain, languages }))).toEqual([
        { domain: 'a.localhost', languages: ['EN', 'CN'] },
        { domain: 'b.localhost', languages: [] },
        { domain: 'c.localhost', languages: undefined },
      ]);
      expect(Object.hasOwn((await store.sites())[2] ?? {}, 'languages')).toBe(false);
      // a site that now offers another language is recorded again with it
      await store.recordSite({ domain: 'a.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN', 'VI'] });
      expect((await store.sites())[0]?.languages).toEqual(['EN', 'CN', 'VI']);
    });

    // the audit chain and named API tokens (issue 50 parts 4 and 5)
    it('chains audit entries appended at once into one unbroken chain, read back oldest first a page at a time', async () => {
      const appended = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          store.audit({ actor: `a${i % 3}`, action: 'publish', revision: null, client: null, outcome: 'ok', detail: { i, nested: { b: 1, a: [i] } } }),
        ),
      );
      expect(new Set(appended.map((e) => e.hash)).size).toBe(24);
      const all = await store.auditRange({ after: 0, limit: 100 });
      expect(all.map((e) => e.seq)).toEqual([...all.map((e) => e.seq)].sort((a, b) => a - b));
      expect(all[0]?.prevHash).toBe(GENESIS);
      for (let i = 1; i < all.length; i++) expect(all[i]?.prevHash).toBe(all[i - 1]?.hash);
      expect(all).toEqual(expect.arrayContaining(appended));
      const report = await verifyChain((after, limit) => store.auditRange({ after, limit }), { pageSize: 5 });
      expect(report).toEqual({ verified: 24, unhashed: 0, startsAt: all[0]?.seq, last: all.at(-1)?.seq });
      expect((await store.auditRange({ after: all[9]?.seq ?? 0, limit: 3 })).map((e) => e.seq)).toEqual(all.slice(10, 13).map((e) => e.seq));
      const later = new Date(Date.now() + 60_000).toISOString();
      expect(await store.auditRange({ after: 0, limit: 10, since: later })).toEqual([]);
      expect(await store.auditRange({ after: 0, limit: 100, since: new Date(Date.now() - 60_000).toISOString() })).toHaveLength(24);
    });

    it('keeps named API tokens by the hash of their secret, lists them without it, and revokes one by one', async () => {
      const at = new Date().toISOString();
      const token = {
        id: 'tok1',
        secretHash: 'f'.repeat(64),
        name: 'ci-publish',
        account: 'alice',
        grant: { role: 'editor' as const, scope: ['casino1'] },
        createdAt: at,
        lastUsedAt: null,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      };
      await store.createApiToken(token);
      await store.createApiToken({ ...token, id: 'tok2', secretHash: 'e'.repeat(64), name: 'deploy', grant: { role: 'viewer', scope: '*' } });
      await store.createApiToken({ ...token, id: 'tok3', secretHash: 'd'.repeat(64), account: 'bob' });
      expect(await store.apiToken('f'.repeat(64))).toEqual(token);
      expect(await store.apiToken('0'.repeat(64))).toBeUndefined();
      const { secretHash: _hash, ...summary } = token;
      expect(await store.apiTokens('alice')).toEqual([summary, expect.objectContaining({ id: 'tok2', name: 'deploy', grant: { role: 'viewer', scope: '*' } })]);
      expect((await store.apiTokens()).map((t) => t.id).sort()).toEqual(['tok1', 'tok2', 'tok3']);
      expect((await store.apiTokens())[0]).not.toHaveProperty('secretHash');
      const used = new Date(Date.now() + 1_000).toISOString();
      await store.touchApiToken('tok1', used);
      expect((await store.apiToken('f'.repeat(64)))?.lastUsedAt).toBe(used);
      expect(await store.revokeApiToken('tok1')).toEqual({ ...summary, lastUsedAt: used });
      expect(await store.revokeApiToken('tok1')).toBeUndefined();
      expect(await store.apiToken('f'.repeat(64))).toBeUndefined();
      expect((await store.apiTokens('alice')).map((t) => t.id)).toEqual(['tok2']);
    });

    // scheduled publishing
    const schedule = (at: string, extra: Partial<NewSchedule> = {}): NewSchedule => ({
      draft: 'd1',
      contentId: contentIdOf(files('#123456')),
      parent: 'r00000001',
      at,
      timeZone: 'Asia/Manila',
      templates: ['casino1'],
      author: 'alice',
      message: 'the promo',
      ...extra,
    });

    it('keeps schedules, soonest first, and lists them by state', async () => {
      const later = await store.createSchedule(schedule('2030-01-02T10:00:00.000Z'));
      const sooner = await store.createSchedule(schedule('2030-01-01T10:00:00.000Z', { templates: '*', draft: 'd2' }));
      expect(later).toMatchObject({ ...schedule('2030-01-02T10:00:00.000Z'), state: 'pending' });
      expect(Date.parse(later.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(later.revision).toBeUndefined();
      expect((await store.schedules()).map((s) => s.id)).toEqual([sooner.id, later.id]);
      expect((await store.schedule(sooner.id))?.templates).toBe('*');
      expect(await store.schedule('no-such-schedule')).toBeUndefined();
      await store.cancelSchedule(sooner.id, 'bob', '2029-12-31T00:00:00.000Z');
      expect((await store.schedules({ state: 'pending' })).map((s) => s.id)).toEqual([later.id]);
      expect(await store.schedule(sooner.id)).toMatchObject({ state: 'cancelled', settledBy: 'bob', settledAt: '2029-12-31T00:00:00.000Z' });
    });

    it('lets exactly one of many racing claims take a schedule, and settles only a claimed one', async () => {
      const { id } = await store.createSchedule(schedule('2030-01-01T10:00:00.000Z'));
      expect(await store.settleSchedule(id, { state: 'published', revision: 'r00000002' }, '2030-01-01T10:00:01.000Z')).toBeUndefined();
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimSchedule(id, '2030-01-01T10:00:00.500Z')));
      expect(claims.filter((c) => c !== undefined)).toHaveLength(1);
      expect(claims.find((c) => c !== undefined)?.state).toBe('publishing');
      expect(await store.cancelSchedule(id, 'bob', '2030-01-01T10:00:01.000Z')).toBeUndefined();
      const done = await store.settleSchedule(id, { state: 'published', revision: 'r00000002' }, '2030-01-01T10:00:01.000Z');
      expect(done).toMatchObject({ state: 'published', revision: 'r00000002', settledAt: '2030-01-01T10:00:01.000Z' });
      expect(await store.claimSchedule(id, '2030-01-01T10:00:02.000Z')).toBeUndefined();
      expect(await store.settleSchedule(id, { state: 'failed', reason: 'again' }, '2030-01-01T10:00:02.000Z')).toBeUndefined();
    });

    it('records why a claimed schedule failed; a cancelled one can no longer be claimed', async () => {
      const failing = await store.createSchedule(schedule('2030-01-01T10:00:00.000Z'));
      await store.claimSchedule(failing.id, '2030-01-01T10:00:00.000Z');
      expect(await store.settleSchedule(failing.id, { state: 'failed', reason: 'the draft changed' }, '2030-01-01T10:00:00.100Z')).toMatchObject({
        state: 'failed',
        reason: 'the draft changed',
      });
      const cancelled = await store.createSchedule(schedule('2030-01-01T11:00:00.000Z'));
      expect(await store.cancelSchedule(cancelled.id, 'bob', '2030-01-01T09:00:00.000Z')).toMatchObject({ state: 'cancelled' });
      expect(await store.claimSchedule(cancelled.id, '2030-01-01T11:00:00.000Z')).toBeUndefined();
      expect(await store.cancelSchedule(cancelled.id, 'bob', '2030-01-01T09:00:00.000Z')).toBeUndefined();
    });

    // single sign-on (issue 50)
    it('keeps an account made by single sign-on with its source and subject, through a change of grants; a local one has neither', async () => {
      const account = {
        name: 'sso.user',
        passwordHash: '!oidc',
        grants: [{ role: 'editor' as const, scope: ['casino1'] }],
        createdAt: new Date().toISOString(),
        disabled: false,
        source: 'oidc' as const,
        subject: 'idp-subject-1',
      };
      expect(await store.createAccount(account)).toBe(true);
      expect(await store.account('sso.user')).toEqual(account);
      expect(await store.updateAccount('sso.user', { grants: [{ role: 'viewer', scope: '*' }] })).toBe(true);
      expect(await store.account('sso.user')).toEqual({ ...account, grants: [{ role: 'viewer', scope: '*' }] });
      expect(await store.accounts()).toEqual([
        { name: 'sso.user', grants: [{ role: 'viewer', scope: '*' }], createdAt: account.createdAt, disabled: false, source: 'oidc', subject: 'idp-subject-1' },
      ]);
      await store.createAccount({ name: 'local', passwordHash: 'scrypt$1$2$3$salt$hash', grants: [], createdAt: account.createdAt, disabled: false });
      const local = await store.account('local');
      expect(Object.hasOwn(local ?? {}, 'source') || Object.hasOwn(local ?? {}, 'subject')).toBe(false);
    });

    // review and approval (issue 49)
    it('keeps who edited a draft and its review; a review change leaves the version, and a refused change stores nothing', async () => {
      const base = await published(store, null, '#111111');
      const draft = await store.createDraft({ owner: 'alice', title: 'review me', parent: base.id, files: files('#222222') });
      expect(draft).toMatchObject({ editors: ['alice'], review: { state: 'open', reviewers: [], approvals: [], comments: [] } });
      const edited = await store.updateDraft(draft.id, 1, { files: files('#333333'), editors: ['alice', 'bob'] });
      expect(edited?.editors).toEqual(['alice', 'bob']);
      const requested = await store.changeDraftReview(draft.id, (current) => ({
        ...current.review,
        state: 'in-review',
        reviewers: ['carol'],
        approvals: [{ by: 'carol', at: '2026-12-06T10:00:00.000Z', contentId: contentIdOf(current.files), templates: ['casino1'] }],
      }));
      expect(requested).toMatchObject({ version: 2, review: { state: 'in-review', reviewers: ['carol'] } });
      expect((await store.draft(draft.id))?.review.approvals[0]?.contentId).toBe(contentIdOf(files('#333333')));
      expect((await store.drafts('alice'))[0]).toMatchObject({ editors: ['alice', 'bob'], review: { state: 'in-review' } });
      await expect(
        store.changeDraftReview(draft.id, () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect((await store.draft(draft.id))?.review.state).toBe('in-review');
      expect(await store.changeDraftReview('no-such-draft', (current) => current.review)).toBeUndefined();
    });

    // webhooks (issue 50 part 4)
    describe('webhooks', () => {
      const T0 = '2026-01-01T00:00:00.000Z';
      const later = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
      const hook = (id: string, extra: Partial<StoredWebhook> = {}): StoredWebhook => ({
        id,
        url: `http://127.0.0.1:9/${id}`,
        secret: `secret-of-${id}-0123456789`,
        events: ['publish', 'rollback'],
        scope: ['casino1'],
        createdBy: 'alice',
        createdAt: T0,
        disabled: false,
        ...extra,
      });
      const delivery = (id: string, webhook: string, at = T0): NewDelivery => ({
        id,
        webhook,
        event: 'publish',
        payload: `{"id":"${id}"}`,
        payloadHash: `hash-${id}`,
        at,
      });

      it('lists webhooks without their secrets, oldest first, and removes one', async () => {
        await store.createWebhook(hook('w1'));
        await store.createWebhook(hook('w2', { scope: '*', events: ['rollback'], createdAt: later(1) }));
        const listed = await store.webhooks();
        expect(listed.map((w) => w.id)).toEqual(['w1', 'w2']);
        expect(listed[1]).toEqual({
          id: 'w2',
          url: 'http://127.0.0.1:9/w2',
          events: ['rollback'],
          scope: '*',
          createdBy: 'alice',
          createdAt: later(1),
          disabled: false,
        });
        expect(JSON.stringify(listed)).not.toContain('secret-of');
        expect(await store.deleteWebhook('w1', later(2))).toBe(true);
        expect(await store.deleteWebhook('w1', later(2))).toBe(false);
        expect((await store.webhooks()).map((w) => w.id)).toEqual(['w2']);
      });

      it('claims a due delivery once, with its payload, url and secret, and records how the attempt ended', async () => {
        await store.createWebhook(hook('w1'));
        await store.enqueueDeliveries([delivery('d1', 'w1'), delivery('d2', 'w1', later(10))]);
        expect(await store.claimDelivery(later(-1), later(29))).toBeUndefined();
        const [a, b] = await Promise.all([store.claimDelivery(T0, later(30)), store.claimDelivery(T0, later(30))]);
        const claimed = a ?? b;
        expect(a && b).toBeUndefined();
        expect(claimed).toMatchObject({
          id: 'd1',
          webhook: 'w1',
          payload: '{"id":"d1"}',
          url: 'http://127.0.0.1:9/w1',
          secret: 'secret-of-w1-0123456789',
          attempt: 1,
          state: 'sending',
        });
        await store.finishDelivery('d1', 1, { state: 'pending', status: 500, nextAttempt: later(4) });
        expect((await store.deliveries({ webhook: 'w1', limit: 10 })).find((d) => d.id === 'd1')).toEqual({
          id: 'd1',
          webhook: 'w1',
          event: 'publish',
          payloadHash: 'hash-d1',
          attempt: 1,
          state: 'pending',
          status: 500,
          at: T0,
          lastAttemptAt: T0,
          nextAttempt: later(4),
        });
        expect((await store.claimDelivery(later(5), later(35)))?.id).toBe('d1');
        await store.finishDelivery('d1', 2, { state: 'delivered', status: 204 });
        const done = (await store.deliveries({ limit: 10 })).find((d) => d.id === 'd1');
        expect(done).toMatchObject({ attempt: 2, state: 'delivered', status: 204 });
        expect(done?.nextAttempt).toBeUndefined();
        expect((await store.claimDelivery(later(11), later(41)))?.id).toBe('d2');
        expect(await store.claimDelivery(later(12), later(42))).toBeUndefined();
      });

      it('lets another process take over a claim whose lease ran out, and ignores the late answer of the first', async () => {
        await store.createWebhook(hook('w1'));
        await store.enqueueDeliveries([delivery('d1', 'w1')]);
        expect((await store.claimDelivery(T0, later(30)))?.attempt).toBe(1);
        expect(await store.claimDelivery(later(29), later(59))).toBeUndefined();
        expect((await store.claimDelivery(later(30), later(60)))?.attempt).toBe(2);
        await store.finishDelivery('d1', 1, { state: 'failed', status: 400 });
        expect((await store.deliveries({ limit: 1 }))[0]).toMatchObject({ attempt: 2, state: 'sending' });
      });

      it('lists deliveries newest first, by webhook, and redelivers a failed one from attempt zero', async () => {
        await store.createWebhook(hook('w1'));
        await store.createWebhook(hook('w2'));
        await store.enqueueDeliveries([delivery('d1', 'w1'), delivery('d2', 'w2'), delivery('d3', 'w1')]);
        expect((await store.deliveries({ limit: 10 })).map((d) => d.id)).toEqual(['d3', 'd2', 'd1']);
        expect((await store.deliveries({ webhook: 'w1', limit: 1 })).map((d) => d.id)).toEqual(['d3']);
        const claimed = await store.claimDelivery(T0, later(30));
        expect(claimed?.id).toBe('d1');
        await store.finishDelivery('d1', 1, { state: 'failed', status: 404 });
        expect(await store.redeliver('d1', later(60))).toBe(true);
        expect(await store.redeliver('nope', later(60))).toBe(false);
        expect((await store.deliveries({ webhook: 'w1', limit: 10 })).find((d) => d.id === 'd1')).toMatchObject({
          state: 'pending',
          attempt: 0,
          nextAttempt: later(60),
        });
        expect((await store.deliveries({ webhook: 'w1', limit: 10 })).find((d) => d.id === 'd1')?.status).toBeUndefined();
      });

      it('sends nothing for a disabled webhook, and fails what a removed one had waiting', async () => {
        await store.createWebhook(hook('w1'));
        await store.enqueueDeliveries([delivery('d1', 'w1')]);
        expect(await store.setWebhookDisabled('w1', true)).toBe(true);
        expect((await store.webhooks())[0]?.disabled).toBe(true);
        expect(await store.claimDelivery(later(1), later(31))).toBeUndefined();
        expect(await store.setWebhookDisabled('w1', false)).toBe(true);
        expect(await store.setWebhookDisabled('nope', false)).toBe(false);
        await store.deleteWebhook('w1', later(2));
        expect(await store.claimDelivery(later(3), later(33))).toBeUndefined();
        expect((await store.deliveries({ limit: 1 }))[0]).toMatchObject({ state: 'failed', error: 'the webhook was removed' });
      });
    });

    // second factors (issue 50 part 3)
    it('keeps a TOTP secret and recovery codes; a time step and a recovery code are each good once', async () => {
      expect(await store.secondFactors('alice')).toEqual({ recoveryHashes: [], passkeys: [] });
      expect(await store.useTotpStep('alice', 5)).toBe(false);
      const enrolledAt = new Date('2026-01-02T03:04:05.000Z').toISOString();
      await store.enrolTotp('alice', { secret: 'S1', enrolledAt }, ['h2', 'h1']);
      expect(await store.secondFactors('alice')).toEqual({ totp: { secret: 'S1', enrolledAt, lastStep: -1 }, recoveryHashes: ['h1', 'h2'], passkeys: [] });
      expect(await store.useTotpStep('alice', 100)).toBe(true);
      expect(await store.useTotpStep('alice', 100)).toBe(false);
      expect(await store.useTotpStep('alice', 99)).toBe(false);
      expect(await store.useTotpStep('alice', 101)).toBe(true);
      const racing = await Promise.all([store.useRecoveryCode('alice', 'h1'), store.useRecoveryCode('alice', 'h1')]);
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect(await store.useRecoveryCode('alice', 'nope')).toBe(false);
      expect(await store.useRecoveryCode('bob', 'h2')).toBe(false);
      expect((await store.secondFactors('alice')).recoveryHashes).toEqual(['h2']);
      // enrolling again replaces the secret and the codes, and the used-step clock starts over
      await store.enrolTotp('alice', { secret: 'S2', enrolledAt }, ['h3']);
      expect(await store.secondFactors('alice')).toMatchObject({ totp: { secret: 'S2', lastStep: -1 }, recoveryHashes: ['h3'] });
      expect(await store.secondFactors('bob')).toEqual({ recoveryHashes: [], passkeys: [] });
    });

    it('keeps passkeys by credential id, and their counters', async () => {
      const passkey = { id: 'cred-1', publicKey: 'pk', counter: 0, transports: ['internal'], createdAt: new Date('2026-01-02T00:00:00.000Z').toISOString() };
      expect(await store.addPasskey('alice', passkey)).toBe(true);
      expect(await store.addPasskey('bob', passkey)).toBe(false);
      expect(await store.usePasskey('alice', 'cred-1', 7)).toBe(true);
      expect(await store.usePasskey('bob', 'cred-1', 8)).toBe(false);
      expect((await store.secondFactors('alice')).passkeys).toEqual([{ ...passkey, counter: 7 }]);
      expect((await store.secondFactors('bob')).passkeys).toEqual([]);
    });

    it("records a session's step-up", async () => {
      const at = new Date('2026-01-02T00:00:00.000Z').toISOString();
      const session = {
        idHash: 'h9',
        account: 'alice',
        csrfToken: 'c',
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      };
      await store.createSession(session);
      expect((await store.session('h9'))?.authenticatedAt).toBeUndefined();
      const later = new Date('2026-01-02T00:10:00.000Z').toISOString();
      await store.stepUpSession('h9', later);
      expect(await store.session('h9')).toEqual({ ...session, authenticatedAt: later });
    });
    // presence and no lost edits (issue 49 part 4)
    it('records what each edit of a draft changed, refusing a stale version, and forgets the records with the draft', async () => {
      const base = await published(store, null, '#111111');
      const draft = await store.createDraft({ owner: 'alice', title: 'd', parent: base.id, files: files('#111111') });
      const edited = await store.editDraft(draft.id, 1, files('#222222'), { by: 'bob', changed: ['templates/casino1.json#/colour'] });
      expect(edited).toMatchObject({ version: 2, title: 'd', files: files('#222222'), editors: ['alice', 'bob'] });
      expect((await store.draft(draft.id))?.editors).toEqual(['alice', 'bob']);
      expect(await store.editDraft(draft.id, 1, files('#333333'), { by: 'carol', changed: ['x#'] })).toBeUndefined();
      await store.updateDraft(draft.id, 2, { title: 'renamed' });
      await store.editDraft(draft.id, 3, files('#444444'), { by: 'alice', changed: ['templates/casino1.json#/colour'] });
      const changes = await store.draftChanges(draft.id, 1);
      expect(changes.map(({ version, by, changed }) => ({ version, by, changed }))).toEqual([
        { version: 2, by: 'bob', changed: ['templates/casino1.json#/colour'] },
        { version: 4, by: 'alice', changed: ['templates/casino1.json#/colour'] },
      ]);
      expect(Date.parse(changes[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.draftChanges(draft.id, 2)).toHaveLength(1);
      expect((await store.draft(draft.id))?.files).toEqual(files('#444444'));
      await store.deleteDraft(draft.id);
      expect(await store.draftChanges(draft.id, 0)).toEqual([]);
    });

    it('keeps each tab’s presence until it expires, moves its expiry, and forgets a session’s', async () => {
      const soon = new Date(Date.now() + 30_000).toISOString();
      const now = new Date().toISOString();
      await store.setPresence({ session: 's1', tab: 't1', account: 'alice', draft: 'd1', template: 'casino1', node: 'page:/children/0', expiresAt: soon });
      await store.setPresence({ session: 's1', tab: 't2', account: 'alice', template: 'slot2', expiresAt: soon });
      await store.setPresence({ session: 's2', tab: 't1', account: 'bob', expiresAt: new Date(Date.now() - 1_000).toISOString() });
      expect(await store.presence(now)).toEqual([
        { session: 's1', tab: 't1', account: 'alice', draft: 'd1', template: 'casino1', node: 'page:/children/0', expiresAt: soon },
        { session: 's1', tab: 't2', account: 'alice', template: 'slot2', expiresAt: soon },
      ]);
      // a tab's new selection replaces its old one
      await store.setPresence({ session: 's1', tab: 't1', account: 'alice', draft: 'd1', template: 'casino1', expiresAt: soon });
      expect((await store.presence(now))[0]).not.toHaveProperty('node');
      const later = new Date(Date.now() + 60_000).toISOString();
      await store.touchPresence('s1', 't2', later);
      expect(await store.presence(new Date(Date.now() + 45_000).toISOString())).toEqual([
        { session: 's1', tab: 't2', account: 'alice', template: 'slot2', expiresAt: later },
      ]);
      await store.clearPresence('s1', 't2');
      expect((await store.presence(now)).map((p) => p.tab)).toEqual(['t1']);
      await store.clearPresence('s1');
      expect(await store.presence(now)).toEqual([]);
    });
  });
}
