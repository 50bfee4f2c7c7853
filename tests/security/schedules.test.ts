/**
 * Scheduled publishing (docs/operators.md "Scheduled publishing") against real `npm start` servers: a
 * draft scheduled 10 s ahead goes live within 3 s of its time with no other request, named in the
 * history after its scheduler; a cancelled one and one whose draft changed publish nothing (the
 * latter fails, audited); a schedule survives a restart of the server on its SQLite file; two servers
 * on one Postgres store publish it exactly once. Roles and CSRF: tests/security/operator-api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfigStoreBackend } from '../../engine/store/open.ts';
import type { ConfigStoreBackend, FileMap, Schedule } from '../../engine/store/types.ts';
import { ensurePostgres, startPostgres, type TestPostgres } from '../postgres/harness.ts';
import { call, freePort, startServer, type TestServer } from './server.ts';
import { as, auditLog, login, op, PASSWORD, runBin, startOperatorServer, TEST_SCRYPT_N, type Login, type OperatorFixture } from './operator-server.ts';

const TEMPLATE = 'templates/casino1.json';
const SURFACE = /"surface2": "#[0-9a-f]{6}"/;
const AHEAD_MS = 10_000;
const LATE_MS = 3_000;
const RESTART_AHEAD_MS = 20_000;

/** The live files with casino1's second surface colour changed: a change to casino1 only. */
async function changed(store: ConfigStoreBackend, colour: string): Promise<FileMap> {
  const live = await store.live();
  const text = live?.files[TEMPLATE] ?? '';
  if (!SURFACE.test(text)) throw new Error(`${TEMPLATE} no longer holds ${String(SURFACE)}: pick another value to change`);
  return { ...live?.files, [TEMPLATE]: text.replace(SURFACE, `"surface2": "${colour}"`) };
}

async function draft(port: number, session: Login, files: FileMap, title: string): Promise<{ id: string; version: number }> {
  const answer = await op(port, '/api/drafts', as(session, { title, files }));
  if (answer.status !== 201) throw new Error(`draft: ${answer.status} ${answer.body.slice(0, 300)}`);
  return answer.json as unknown as { id: string; version: number };
}

async function schedule(port: number, session: Login, body: Record<string, unknown>): Promise<Schedule> {
  const answer = await op(port, '/api/schedules', as(session, body));
  if (answer.status !== 201) throw new Error(`schedule: ${answer.status} ${answer.body.slice(0, 300)}`);
  return answer.json as unknown as Schedule;
}

/** When the live revision moved off `from` (ms since the epoch), watching the store; throws after `ms`. */
async function liveMoved(store: ConfigStoreBackend, from: string, ms: number): Promise<{ at: number; live: string }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const live = await store.liveId();
    if (live && live !== from) return { at: Date.now(), live };
    if (Date.now() > deadline) throw new Error(`the live revision stayed ${from} for ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The runner claims, publishes, then settles a schedule: a reader between the last two sees "publishing". */
async function settled(store: ConfigStoreBackend, id: string, ms = 5_000): Promise<Schedule | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const schedule = await store.schedule(id);
    if (schedule?.state !== 'publishing' || Date.now() > deadline) return schedule;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const iso = (at: number) => new Date(at).toISOString();

describe('scheduled publishing on one server (SQLite)', () => {
  let fixture: OperatorFixture;
  let store: ConfigStoreBackend;
  let publisher: Login;
  beforeAll(async () => {
    fixture = await startOperatorServer();
    store = await openConfigStoreBackend(fixture.storeEnv['CONFIG_STORE_URL']!);
    publisher = await login(fixture.port, 'publisher');
  }, 240_000);
  afterAll(async () => {
    await store?.close();
    await fixture?.stop();
  });

  it('reads a time without an offset in the brand zone, asks for one across zones, refuses the past and a scope it lacks', async () => {
    const files = await changed(store, '#2a2a2a');
    const one = await draft(fixture.port, publisher, files, 'zones');
    const listed = await op(fixture.port, `/api/schedules?draft=${one.id}`, { cookie: publisher.cookie });
    expect(listed.json['zones']).toEqual(['UTC']);
    const past = await op(fixture.port, '/api/schedules', as(publisher, { draft: one.id, at: '2020-01-01T00:00' }));
    expect(past.status).toBe(400);
    expect(past.json.error?.message).toMatch(/has passed/);
    // casino3's brand is in Asia/Manila, casino1's in UTC: a wall time names no one instant
    const live = await store.live();
    const both = { ...files, 'templates/casino3.json': (live?.files['templates/casino3.json'] ?? '').replace('"Asia/Manila"', '"Asia/Manila" ') };
    const two = await draft(fixture.port, publisher, both, 'two zones');
    const several = await op(fixture.port, '/api/schedules', as(publisher, { draft: two.id, at: '2099-01-01T10:00' }));
    expect(several.status).toBe(400);
    expect(several.json.error?.message).toMatch(/several time zones \(Asia\/Manila, UTC\)/);
    const offset = await schedule(fixture.port, publisher, { draft: two.id, at: '2099-01-01T10:00+08:00' });
    expect(offset.at).toBe('2099-01-01T02:00:00.000Z');
    expect((await op(fixture.port, `/api/schedules/${offset.id}`, as(publisher, undefined, 'DELETE'))).status).toBe(200);
    // a publisher over casino1 alone may not schedule what touches casino3 too
    const casinopub = await login(fixture.port, 'casinopub');
    const scoped = await op(fixture.port, '/api/schedules', as(casinopub, { draft: two.id, at: '2099-01-01T10:00Z' }));
    expect(scoped.status).toBe(403);
  }, 60_000);

  it('publishes a draft 10 s ahead within 3 s of its time with no other request; a cancelled one and a changed one publish nothing', async () => {
    const before = (await store.liveId()) ?? '';
    const historyBefore = (await store.history({ limit: 100 })).items.length;
    const goes = await draft(fixture.port, publisher, await changed(store, '#2b2b2b'), 'goes live');
    const cancelled = await draft(fixture.port, publisher, await changed(store, '#2c2c2c'), 'cancelled');
    const edited = await draft(fixture.port, publisher, await changed(store, '#2d2d2d'), 'edited after');
    const at = Date.now() + AHEAD_MS;
    const scheduled = await schedule(fixture.port, publisher, { draft: goes.id, at: iso(at).slice(0, 23), message: 'the promo' });
    expect(scheduled).toMatchObject({ state: 'pending', timeZone: 'UTC', author: 'publisher', templates: ['casino1'], at: iso(at) });
    const dropped = await schedule(fixture.port, publisher, { draft: cancelled.id, at: iso(at - 1_000) });
    const voided = await schedule(fixture.port, publisher, { draft: edited.id, at: iso(at - 2_000) });
    const cancel = await op(fixture.port, `/api/schedules/${dropped.id}`, as(publisher, undefined, 'DELETE'));
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({ state: 'cancelled', settledBy: 'publisher' });
    expect((await op(fixture.port, `/api/schedules/${dropped.id}`, as(publisher, undefined, 'DELETE'))).status).toBe(409);
    // an edit after scheduling voids it: it publishes only what was scheduled
    const edit = await op(
      fixture.port,
      `/api/drafts/${edited.id}`,
      as(publisher, { version: edited.version, title: 'edited', files: await changed(store, '#2e2e2e') }, 'PUT'),
    );
    expect(edit.status).toBe(200);
    const pending = await op(fixture.port, '/api/schedules', { cookie: publisher.cookie });
    expect((pending.json['items'] as Schedule[]).filter((s) => s.state === 'pending').map((s) => s.id)).toEqual([voided.id, scheduled.id]);

    // no request from here on: the server's own clock publishes it
    const moved = await liveMoved(store, before, AHEAD_MS + LATE_MS + 2_000);
    expect(moved.at).toBeGreaterThanOrEqual(at - 50);
    expect(moved.at - at).toBeLessThan(LATE_MS);

    const revision = await store.revision(moved.live);
    expect(revision).toMatchObject({ author: 'publisher', kind: 'publish', parent: before });
    expect(revision?.message).toContain('the promo (scheduled by publisher for');
    expect(revision?.message).toContain(scheduled.id);
    expect(revision?.files[TEMPLATE]).toContain('"surface2": "#2b2b2b"');
    expect((await store.history({ limit: 100 })).items.length).toBe(historyBefore + 1);
    expect(await settled(store, scheduled.id)).toMatchObject({ state: 'published', revision: moved.live });
    expect(await store.schedule(dropped.id)).toMatchObject({ state: 'cancelled' });
    const failed = await store.schedule(voided.id);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed?.reason).toMatch(/the draft changed after it was scheduled/);
    // the player server follows it like any publish
    const admin = await login(fixture.port, 'admin');
    const publishes = await auditLog(fixture.port, admin, 'schedule.publish');
    expect(publishes).toEqual([expect.objectContaining({ actor: 'publisher', outcome: 'ok', revision: moved.live })]);
    expect(publishes[0]?.detail['schedule']).toBe(scheduled.id);
    const fails = await auditLog(fixture.port, admin, 'schedule.fail');
    expect(fails).toEqual([expect.objectContaining({ actor: 'publisher', outcome: 'refused' })]);
    expect(fails[0]?.detail['reason']).toMatch(/the draft changed/);
    expect((await auditLog(fixture.port, admin, 'schedule.cancel')).map((e) => e.detail['schedule'])).toContain(dropped.id);
    expect((await auditLog(fixture.port, admin, 'schedule.create')).length).toBeGreaterThanOrEqual(3);
    expect(await store.draft(goes.id)).toBeUndefined();
    // the studio still asks with the draft its schedule published: the list answers, without zones
    const afterwards = await op(fixture.port, `/api/schedules?draft=${goes.id}`, { cookie: publisher.cookie });
    expect(afterwards.status).toBe(200);
    expect(afterwards.json['zones']).toBeUndefined();
  }, 60_000);

  it('previews a draft as at its scheduled time: a window opening then is shown, signed into the link', async () => {
    const live = await store.live();
    const shipped = JSON.parse(live?.files['templates/casino3.json'] ?? '{}') as {
      patches: { structure: { pages: { home: unknown[] } } };
      messages: Record<string, unknown>;
    };
    // casino3's brand is in Asia/Manila: the window is its wall clock
    const flash = {
      insert: { widget: 'PageHeading', id: 'home-flash', props: { title: 'brand.test.flash' }, when: { from: '2099-01-01T00:00', until: '2099-01-02T00:00' } },
      before: 'home-marquee',
    };
    const text = JSON.stringify({
      ...shipped,
      patches: {
        ...shipped.patches,
        structure: { ...shipped.patches.structure, pages: { ...shipped.patches.structure.pages, home: [...shipped.patches.structure.pages.home, flash] } },
      },
      messages: { ...shipped.messages, 'test.flash': { EN: 'Flash sale now on' } },
    });
    const flashDraft = await draft(fixture.port, publisher, { ...live?.files, 'templates/casino3.json': text }, 'flash sale');
    const shows = async (body: Record<string, unknown>, query = '') => {
      const link = await op(fixture.port, `/api/drafts/${flashDraft.id}/preview`, as(publisher, { site: 'casino3.localhost', ...body }));
      expect(link.status).toBe(201);
      const entered = await call(fixture.server.port, `/__preview/${String(link.json['token'])}/en${query}`, {
        host: `casino3.localhost:${fixture.server.port}`,
      });
      expect(entered.status).toBe(200);
      return entered.body.includes('<h1>Flash sale now on</h1>');
    };
    expect(await shows({})).toBe(false);
    // 2099-01-01 12:00 in Manila is inside the window; 2099-01-01T00:00Z is 08:00 there, inside too; 2098 is not
    expect(await shows({ at: '2099-01-01T12:00' })).toBe(true);
    expect(await shows({ at: '2099-01-01T00:00Z' })).toBe(true);
    expect(await shows({ at: '2098-06-01T12:00' })).toBe(false);
    // the signed instant wins over the entry's own `at`
    expect(await shows({ at: '2098-06-01T12:00' }, '?at=2099-01-01T04:00:00Z')).toBe(false);
    expect((await op(fixture.port, `/api/drafts/${flashDraft.id}/preview`, as(publisher, { site: 'casino3.localhost', at: 'soon' }))).status).toBe(400);
    expect((await op(fixture.port, `/api/drafts/${flashDraft.id}`, as(publisher, undefined, 'DELETE'))).status).toBe(200);
  }, 60_000);

  it('publishes on time when the server was stopped and started again in between (same SQLite file)', async () => {
    const before = (await store.liveId()) ?? '';
    const goes = await draft(fixture.port, publisher, await changed(store, '#3b3b3b'), 'after a restart');
    // further ahead than the others: a stop and a start take several seconds on a busy machine
    const at = Date.now() + RESTART_AHEAD_MS;
    const scheduled = await schedule(fixture.port, publisher, { draft: goes.id, at: iso(at) });
    await fixture.server.stop();
    const stopped = Date.now();
    expect(await store.liveId()).toBe(before);
    const again = await startServer({ ...fixture.storeEnv, OPERATOR_PORT: String(await freePort()), TRUST_PROXY: '1' });
    try {
      const started = Date.now();
      const moved = await liveMoved(store, before, RESTART_AHEAD_MS + LATE_MS + 2_000);
      expect(await settled(store, scheduled.id)).toMatchObject({ state: 'published', revision: moved.live });
      expect(stopped).toBeLessThan(at);
      if (started < at) {
        expect(moved.at).toBeGreaterThanOrEqual(at - 50);
        expect(moved.at - at).toBeLessThan(LATE_MS);
      } else {
        // the restart outlasted the schedule: it was published at once on start, before the server said it was ready
        expect(moved.at - started).toBeLessThan(LATE_MS);
      }
    } finally {
      await again.stop();
    }
  }, 120_000);
});

describe('scheduled publishing on two servers of one Postgres store', () => {
  let pg: TestPostgres;
  let servers: TestServer[] = [];
  let store: ConfigStoreBackend;
  const ports: number[] = [];

  beforeAll(async () => {
    pg = await startPostgres(ensurePostgres());
    const env = { CONFIG_STORE_URL: pg.url, OPERATOR_TEST_SCRYPT_N: TEST_SCRYPT_N };
    for (const [name, role] of [
      ['ops', 'publisher'],
      ['boss', 'admin'],
    ])
      if ((await runBin('operator', ['add', name!, '--role', role!, '--scope', '*'], env, `${PASSWORD}\n`)).code !== 0) throw new Error(`operator add ${name}`);
    for (let i = 0; i < 2; i++) {
      ports.push(await freePort());
      servers.push(await startServer({ ...env, OPERATOR_PORT: String(ports[i]), TRUST_PROXY: '1' }));
    }
    store = await openConfigStoreBackend(pg.url);
  }, 240_000);
  afterAll(async () => {
    await store?.close();
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    pg?.close();
  });

  it('publishes a schedule exactly once: one revision, one schedule.publish', async () => {
    const [first, second] = ports as [number, number];
    const ops = await login(first, 'ops');
    const before = (await store.liveId()) ?? '';
    const historyBefore = (await store.history({ limit: 100 })).items.length;
    const goes = await draft(first, ops, await changed(store, '#4b4b4b'), 'fleet');
    const at = Date.now() + AHEAD_MS;
    const scheduled = await schedule(first, ops, { draft: goes.id, at: iso(at) });
    // the second server learns of it from the store alone
    const listed = await op(second, '/api/schedules', { cookie: (await login(second, 'ops')).cookie });
    expect((listed.json['items'] as Schedule[]).map((s) => s.id)).toContain(scheduled.id);
    const moved = await liveMoved(store, before, AHEAD_MS + LATE_MS + 2_000);
    expect(moved.at - at).toBeLessThan(LATE_MS);
    // both clocks had their chance: a second publish would have come within a check
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await store.history({ limit: 100 })).items.length).toBe(historyBefore + 1);
    expect(await store.liveId()).toBe(moved.live);
    const audits = (await store.auditLog({ action: 'schedule.publish', limit: 100 })).items;
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: 'ops', revision: moved.live });
    expect((await store.auditLog({ action: 'schedule.fail', limit: 100 })).items).toEqual([]);
    expect(await settled(store, scheduled.id)).toMatchObject({ state: 'published', revision: moved.live });
  }, 60_000);
});
