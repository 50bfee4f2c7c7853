/**
 * Working together (issue 49 part 4) through a fleet: two real servers (`npm start`) on one Postgres
 * store. An operator on one server hears another's presence and edit made on the other; an operator
 * who views only slot2 hears nothing of a casino1 draft; streams are bounded and end with their session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../postgres/harness.ts';
import { openEvents, type EventStreamClient } from './event-stream.ts';
import { as, login, nextAddress, op, PASSWORD, runBin, type Login } from './operator-server.ts';
import { freePort, startServer, type TestServer } from './server.ts';

const ACCOUNTS: Record<string, [string, string]> = { alice: ['editor', '*'], bob: ['editor', '*'], slotviewer: ['viewer', 'slot2'] };

let pg: TestPostgres;
const servers: { server: TestServer; port: number }[] = [];
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  const storeEnv = { CONFIG_STORE_URL: pg.url };
  for (const [name, [role, scope]] of Object.entries(ACCOUNTS)) {
    const added = await runBin('operator', ['add', name, '--role', role, '--scope', scope], storeEnv, `${PASSWORD}\n`);
    if (added.code !== 0) throw new Error(`operator add ${name}: ${added.stderr}`);
  }
  // one after the other: the first seeds the store
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push({ server: await startServer({ ...storeEnv, OPERATOR_PORT: String(port), TRUST_PROXY: '1' }), port });
  }
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  for (const { server } of servers) await server.stop();
  pg?.close();
});

const open = async (port: number, session: Login, tab: string) => {
  const stream = await openEvents(port, { cookie: session.cookie, tab, from: nextAddress() });
  streams.push(stream);
  return stream;
};

type Outline = { key: string; id?: string; children: Outline[] };
const find = (node: Outline, id: string): Outline | undefined => (node.id === id ? node : node.children.map((c) => find(c, id)).find(Boolean));

describe('presence and edits through two servers on one Postgres store', () => {
  it('B hears A’s presence and A’s edit made on the other server; a viewer of slot2 hears nothing of the casino1 draft', async () => {
    const [one, two] = [servers[0]!.port, servers[1]!.port];
    const alice = await login(one, 'alice');
    const bob = await login(two, 'bob');
    const slot = await login(two, 'slotviewer');
    const bobs = await open(two, bob, 'bob-tab');
    const slots = await open(two, slot, 'slot-tab');
    expect(bobs.status).toBe(200);
    expect(bobs.headers['content-type']).toMatch(/^text\/event-stream/);
    await bobs.waitFor((e) => e.event === 'presence');

    const draft = (await op(one, '/api/drafts', as(alice, { title: 'together' }))).json as { id: string; version: number };
    const view = (await op(one, `/api/drafts/${draft.id}/view?template=casino1&page=home`, { cookie: alice.cookie })).json as unknown as {
      pageRoot: Outline;
    };
    const hot = find(view.pageRoot, 'hot-games')!.key;
    const setColumns = (version: number, value: number) =>
      op(
        one,
        `/api/drafts/${draft.id}/edits`,
        as(alice, { version, edits: [{ op: 'setProp', template: 'casino1', page: 'home', node: hot, prop: 'columns', value }] }),
      );
    expect((await setColumns(1, 3)).status).toBe(200);

    const present = await op(one, '/api/presence', as(alice, { tab: 'alice-tab', draft: draft.id, template: 'casino1', node: hot }));
    expect(present.status).toBe(200);
    const heard = await bobs.waitFor((e) => e.event === 'presence' && JSON.stringify(e.data).includes('alice-tab'));
    expect(heard.data['items']).toEqual([{ account: 'alice', tab: 'alice-tab', draft: draft.id, template: 'casino1', node: hot }]);

    expect((await setColumns(2, 4)).status).toBe(200);
    const edited = await bobs.waitFor((e) => e.event === 'draft' && e.data['version'] === 3);
    expect(edited.data).toEqual({ id: draft.id, version: 3, by: 'alice' });

    // the slot2 viewer does hear a presence on slot2, so its stream works; and never the casino1 draft
    await op(one, '/api/presence', as(alice, { tab: 'alice-slot', template: 'slot2' }));
    await slots.waitFor((e) => e.event === 'presence' && JSON.stringify(e.data).includes('alice-slot'));
    await bobs.waitFor((e) => e.event === 'presence' && JSON.stringify(e.data).includes('alice-slot'));
    expect(slots.text()).not.toContain(draft.id);
    expect(slots.text()).not.toContain('casino1');
    // and may not announce itself on casino1
    const refused = await op(two, '/api/presence', as(slot, { tab: 'slot-tab', template: 'casino1' }));
    expect(refused.status).toBe(403);

    // A's tab closes what it had open: B's list drops it
    await op(one, '/api/presence', as(alice, { tab: 'alice-tab' }));
    await bobs.waitFor((e) => e.event === 'presence' && !JSON.stringify(e.data).includes('alice-tab') && JSON.stringify(e.data).includes('alice-slot'));
  }, 60_000);

  it('bounds the streams of one session, and ends them when the session ends, on either server', async () => {
    const [one, two] = [servers[0]!.port, servers[1]!.port];
    const bob = await login(two, 'bob');
    const mine = [];
    for (let i = 0; i < 4; i++) mine.push(await open(two, bob, `t${i}`));
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const fifth = await op(two, '/api/events?tab=t5', { cookie: bob.cookie });
    expect(fifth.status).toBe(429);
    expect(fifth.json.error?.code).toBe('tooManyStreams');
    // a stream without a session is never opened
    expect((await op(two, '/api/events', { from: nextAddress() })).status).toBe(401);

    // logging out on the other server ends them within the session check
    const started = Date.now();
    expect((await op(one, '/api/logout', as(bob))).status).toBe(200);
    await Promise.all(mine.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 60_000);
});
