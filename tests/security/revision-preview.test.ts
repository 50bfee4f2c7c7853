/**
 * Revision previews against a real server process (issue 49 part 6, the studio's Compare): the operator
 * API signs a link to a published revision for a viewer of the template the site wears, and the player
 * server renders that revision's files for it, not the live ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './server.ts';
import { as, auditLog, login, op, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

const SECRET = 'security-suite-revision-preview-secret-0123';
const OLD_COLOUR = '#a1b2c3';
const NEW_COLOUR = '#c3b2a1';
let fx: OperatorFixture;
let viewer: Login;
let oldRevision: string;
let newRevision: string;

async function publishColour(publisher: Login, colour: string): Promise<string> {
  const live = await op(fx.port, '/api/revisions/live', { cookie: publisher.cookie });
  const files = live.json['files'] as Record<string, string>;
  const changed = { ...files, 'templates/casino1.json': files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${colour}"`) };
  const answer = await op(fx.port, '/api/publish', as(publisher, { files: changed, parent: live.json['id'], message: `casino1 ${colour}` }));
  expect(answer.status).toBe(201);
  return String((answer.json['revision'] as { id: string }).id);
}

beforeAll(async () => {
  fx = await startOperatorServer(
    { PREVIEW_SECRET: SECRET },
    { admin: ['admin', '*'], pub: ['publisher', '*'], casinoviewer: ['viewer', 'casino1'], slotviewer: ['viewer', 'slot2'] },
    [],
  );
  const publisher = await login(fx.port, 'pub');
  oldRevision = await publishColour(publisher, OLD_COLOUR);
  newRevision = await publishColour(publisher, NEW_COLOUR);
  viewer = await login(fx.port, 'casinoviewer');
}, 180_000);
afterAll(() => fx?.stop());

const linkFor = (session: Login, revision: string, site = 'casino1.localhost') => op(fx.port, `/api/revisions/${revision}/preview`, as(session, { site }));
/** the player site's page (fx.server.port), as a browser with `cookie` asks for it */
const page = (path: string, cookie?: string) => call(fx.server.port, path, { host: `casino1.localhost:${fx.server.port}`, headers: cookie ? { cookie } : {} });

describe('a preview of a published revision', () => {
  it('a viewer of the site’s template gets a signed link; the page it opens is that revision’s, not live; audited', async () => {
    const answer = await linkFor(viewer, oldRevision);
    expect(answer.status).toBe(201);
    expect(answer.json['origin']).toBe(`http://casino1.localhost:${fx.server.port}`);
    const token = String(answer.json['token']);
    const entered = await page(`/__preview/${token}/?bp=desktop`);
    expect(entered.status).toBe(200);
    expect(entered.body).toContain(OLD_COLOUR);
    expect(entered.body).not.toContain(NEW_COLOUR);
    expect(entered.body).toContain('data-studio-node="layout:"');
    expect(entered.headers['cache-control']).toBe('no-store');
    // the cookie the entry set carries on to the site's own addresses, still the old revision
    const cookie = String(entered.headers['set-cookie'] ?? '').split(';')[0]!;
    const next = await page('/', cookie);
    expect(next.body).toContain(OLD_COLOUR);
    expect(next.body).not.toContain(NEW_COLOUR);
    // players see the live revision
    const live = await page('/');
    expect(live.body).toContain(NEW_COLOUR);
    expect(live.body).not.toContain(OLD_COLOUR);
    const admin = await login(fx.port, 'admin');
    const [entry] = await auditLog(fx.port, admin, 'revisions.preview');
    expect(entry).toMatchObject({ actor: 'casinoviewer', outcome: 'ok', revision: oldRevision, detail: { site: 'casino1.localhost' } });
  });

  it('`live` names the live revision', async () => {
    const answer = await linkFor(viewer, 'live');
    expect(answer.status).toBe(201);
    const entered = await page(`/__preview/${String(answer.json['token'])}/`);
    expect(entered.body).toContain(NEW_COLOUR);
    expect(entered.body).not.toContain(OLD_COLOUR);
  });

  it('refuses an operator outside the template’s scope, no session, an unknown revision and a bad site', async () => {
    const outside = await login(fx.port, 'slotviewer');
    const refused = await linkFor(outside, oldRevision);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.code).toBe('forbidden');
    // a site no template names needs a viewer of every template
    expect((await linkFor(viewer, oldRevision, 'elsewhere.example')).status).toBe(403);
    expect((await op(fx.port, `/api/revisions/${oldRevision}/preview`, { body: { site: 'casino1.localhost' } })).status).toBe(401);
    expect((await linkFor(viewer, 'nope')).status).toBe(404);
    expect((await linkFor(viewer, oldRevision, 'evil.com/x')).status).toBe(400);
    expect((await linkFor(outside, newRevision, 'slot2.localhost')).status).toBe(201);
  });

  it('a forged revision link is refused by the player server', async () => {
    const token = String((await linkFor(viewer, oldRevision)).json['token']);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await page(`/__preview/${forged}/`)).status).toBe(403);
  });
});
