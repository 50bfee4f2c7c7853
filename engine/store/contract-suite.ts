/**
 * The one behaviour every ConfigStoreBackend owes (types.ts), run against each: memory and SQLite
 * always, Postgres where the machine has it (postgres.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentIdOf } from './content-id.ts';
import type { ConfigStoreBackend, LintSummary, PublishInput } from './types.ts';

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
    // presence and no lost edits (issue 49 part 4)
    it('records what each edit of a draft changed, refusing a stale version, and forgets the records with the draft', async () => {
      const base = await published(store, null, '#111111');
      const draft = await store.createDraft({ owner: 'alice', title: 'd', parent: base.id, files: files('#111111') });
      const edited = await store.editDraft(draft.id, 1, files('#222222'), { by: 'bob', changed: ['templates/casino1.json#/colour'] });
      expect(edited).toMatchObject({ version: 2, title: 'd', files: files('#222222') });
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
