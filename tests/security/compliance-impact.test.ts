import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impactOfFiles } from '../../engine/compliance/impact-files.ts';
import type { ComplianceImpactAnswer } from '../../schemas/operator-api/compliance-impact.ts';
import { as, login, op, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';
import { shiftedClock } from './shifted-clock.ts';

/**
 * GET /api/compliance/impact (issue 52) against `npm start` whose clock stands on 1 March 2025, before
 * UKGC's marketing-consent rules start (1 May 2025, schemas/jurisdiction-packs/ukgc.ts): a publisher
 * publishes sportsbook2 asking consent for no channel and sportsbook3 without the setting (the
 * publish gate lets them through, the rules not being in force yet), and the report names both, as
 * the engine's own report of the same files does; an operator sees only the brands in their scope.
 */
const TODAY = '2025-03-01';
let fx: OperatorFixture;
let publisher: Login;
let viewer: Login;
let revision: string;
let files: Record<string, string>;

const SPORTSBOOK2 = 'templates/sportsbook2.json';
const SPORTSBOOK3 = 'templates/sportsbook3.json';

beforeAll(async () => {
  fx = await startOperatorServer(
    shiftedClock(`${TODAY}T12:00:00Z`),
    { publisher: ['publisher', '*'], viewer: ['viewer', '*'], sbviewer: ['viewer', 'sportsbook2'], casinoviewer: ['viewer', 'casino1'] },
    [],
  );
  publisher = await login(fx.port, 'publisher');
  viewer = await login(fx.port, 'viewer');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: publisher.cookie })).json as unknown as { id: string; files: Record<string, string> };
  const perProductOnly = live.files[SPORTSBOOK2]!.replace('"channels": ["email", "sms", "phone", "post"]', '"channels": []');
  const withoutConsent = live.files[SPORTSBOOK3]!.replace(/\n\s*"marketingConsent": \{[^}]*\},/, '');
  expect(perProductOnly).not.toBe(live.files[SPORTSBOOK2]);
  expect(withoutConsent).not.toContain('marketingConsent');
  const published = await op(
    fx.port,
    '/api/publish',
    as(publisher, {
      files: { ...live.files, [SPORTSBOOK2]: perProductOnly, [SPORTSBOOK3]: withoutConsent },
      parent: live.id,
      message: 'consent per product only',
    }),
  );
  expect(published.status, published.body).toBe(201);
  const now = (await op(fx.port, '/api/revisions/live', { cookie: publisher.cookie })).json as unknown as { id: string; files: Record<string, string> };
  revision = now.id;
  files = now.files;
}, 180_000);
afterAll(() => fx?.stop());

const impact = async (session: Login, date: string) => {
  const answer = await op(fx.port, `/api/compliance/impact?date=${date}`, { cookie: session.cookie });
  return { status: answer.status, body: answer.json as unknown as ComplianceImpactAnswer & { error?: { code: string; message: string } } };
};

describe('GET /api/compliance/impact', () => {
  it("lists the rules starting by the date and what in the live config breaks them, as the engine's report does", async () => {
    const { status, body } = await impact(viewer, '2025-06-01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ today: TODAY, date: '2025-06-01', revision });
    expect(body.rules.map((r) => r.id)).toEqual(['ukgc-marketing-consent-grid', 'ukgc-marketing-consent-channel', 'ukgc-marketing-consent-register']);
    expect(body.rules[0]).toMatchObject({ regulator: 'UKGC', from: '2025-05-01', confirmed: false, source: { section: expect.stringContaining('5.1.11') } });
    const sb = body.breaches.filter((b) => b.template.startsWith('sportsbook'));
    expect(sb).toEqual([
      expect.objectContaining({
        template: 'sportsbook2',
        rule: 'ukgc-marketing-consent-channel (UKGC)',
        file: SPORTSBOOK2,
        pointer: '/jurisdiction/marketingConsent/channels',
        message: 'jurisdiction.marketingConsent.channels lists 0 item(s), fewer than 1',
        fix: expect.any(String),
      }),
      expect.objectContaining({ template: 'sportsbook3', rule: 'ukgc-marketing-consent-channel (UKGC)', file: SPORTSBOOK3, pointer: '/jurisdiction' }),
      expect.objectContaining({ template: 'sportsbook3', rule: 'ukgc-marketing-consent-grid (UKGC)', file: SPORTSBOOK3, pointer: '/jurisdiction' }),
    ]);
    expect(body.brands).toContainEqual({ template: 'sportsbook1', regulator: 'UKGC' });
    expect(body.brands).toContainEqual({ template: 'casino11', regulator: 'AGCO' });
    // the same engine code as `npx compliance impact`, over the same files and day
    const { brands, breaches, rules } = impactOfFiles(files, TODAY, '2025-06-01');
    expect({ brands: body.brands, breaches: body.breaches, rules: body.rules }).toEqual({ brands, breaches, rules });
  });

  it('shows an operator only the brands in their scope', async () => {
    const sb = await impact(await login(fx.port, 'sbviewer'), '2025-06-01');
    expect(sb.status).toBe(200);
    expect(sb.body.brands).toEqual([{ template: 'sportsbook2', regulator: 'UKGC' }]);
    expect(sb.body.breaches.map((b) => b.template)).toEqual(['sportsbook2']);
    const casino = await impact(await login(fx.port, 'casinoviewer'), '2025-06-01');
    expect(casino.body.brands).toEqual([{ template: 'casino1', regulator: 'PAGCOR' }]);
    expect(casino.body.breaches).toEqual([]);
    expect(JSON.stringify(casino.body.breaches)).not.toContain('sportsbook');
  });

  it('lists nothing for a day before the rules start', async () => {
    const { status, body } = await impact(viewer, '2025-04-30');
    expect(status).toBe(200);
    expect(body).toMatchObject({ rules: [], breaches: [] });
  });

  it('refuses a missing date, one that is no day, and one before today, 400', async () => {
    for (const query of ['', '?date=2025-02-30', '?date=tomorrow', '?date=2025-06-01T00:00', `?date=2025-02-28`]) {
      const answer = await op(fx.port, `/api/compliance/impact${query}`, { cookie: viewer.cookie });
      expect(answer.status, query).toBe(400);
      expect(answer.json.error?.code).toBe('badRequest');
    }
  });

  it('needs an operator session', async () => {
    expect((await op(fx.port, '/api/compliance/impact?date=2025-06-01')).status).toBe(401);
  });
});
