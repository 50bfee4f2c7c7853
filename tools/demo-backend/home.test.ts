import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_TYPES, TEAM_NAME_LANGUAGES } from './seed/sports-catalogue.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

type Obj = Record<string, unknown>;
const value = (json: Obj): Obj[] => json.value as Obj[];

describe('home lists {domain_name, external_id}', () => {
  it('fetch_transactions lists masked deposits and withdrawals', async () => {
    const { json } = await t.post('/api/home/fetch_transactions', site());
    const rows = value(json);
    expect(rows.length).toBe(20);
    expect(rows[0]).toMatchObject({ type: expect.stringMatching(/^(deposit|withdrawal)$/), account_id: expect.stringMatching(/^..\*{4}..$/), currency: 'PHP' });
  });

  it('fetch_slide lists hero slides with image, title and link', async () => {
    const rows = value((await t.post('/api/home/fetch_slide', site())).json);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ image: '/api/assets/slide/casino1-1.svg', title: expect.stringContaining('Royal Ace Casino'), link: '/promotions' });
  });

  it('fetch_announment lists dated announcements, newest first', async () => {
    const rows = value((await t.post('/api/home/fetch_announment', site())).json);
    expect(rows.length).toBeGreaterThan(2);
    expect(Date.parse(String(rows[0]?.date))).toBeGreaterThan(Date.parse(String(rows[1]?.date)));
    expect(rows[0]).toHaveProperty('content');
  });

  it('marquee lists messages', async () => {
    const rows = value((await t.post('/api/home/marquee', site('slot2'))).json);
    expect(rows[0]?.message).toContain('Jade Fortune Slots');
  });

  it('referral returns the rules and tiers', async () => {
    const { json } = await t.post('/api/home/referral', site());
    expect(json.value).toMatchObject({ commission_percent: 8, rules: expect.any(Array), tiers: expect.any(Array) });
  });

  it('answers invalidSite for an unknown site', async () => {
    expect((await t.post('/api/home/marquee', { domain_name: 'x.localhost', external_id: 'ext-x' })).json.statusMessage).toBe('invalidSite');
  });
});

describe('favourites', () => {
  it('fav_list shows the seeded favourites, fav_add adds, fav_remove removes', async () => {
    const session = await t.login('casino4');
    const before = value((await t.post('/api/home/fav_list', session)).json);
    expect(before.length).toBe(4);
    expect(Object.keys(before[0] ?? {}).sort()).toEqual(['game_code', 'game_name', 'game_type', 'img_url', 'provider_code']);
    const hot = value((await t.post('/api/product/get_hot_games', { ...site('casino4'), game_type: 'fishing' })).json)[0];
    const game = { provider_code: String(hot?.provider_code), game_code: String(hot?.game_code) };
    const add = await t.post('/api/home/fav_add', { ...session, ...game, game_name: hot?.game_name, game_type: 'fishing', img_url: hot?.game_image });
    expect(add.json.statusCode).toBe(1);
    const after = value((await t.post('/api/home/fav_list', session)).json);
    expect(after[0]).toMatchObject({ ...game, game_type: 'fishing', img_url: hot?.game_image });
    expect((await t.post('/api/home/fav_remove', { ...session, ...game })).json.statusCode).toBe(1);
    expect(value((await t.post('/api/home/fav_list', session)).json)).toHaveLength(4);
    expect((await t.post('/api/home/fav_remove', { ...session, ...game })).json.statusMessage).toBe('favouriteNotFound');
  });

  it('refuses games that are not in the catalogue and calls without a session', async () => {
    const session = await t.login('casino4');
    const add = await t.post('/api/home/fav_add', {
      ...session,
      provider_code: 'JILI',
      game_code: "x' OR '1'='1",
      game_name: 'x',
      game_type: 'slot_game',
      img_url: 'x',
    });
    expect(add.json.statusMessage).toBe('gameNotFound');
    const list = await t.post('/api/home/fav_list', { account_id: 'demo' });
    expect(list.json).toMatchObject({ statusCode: 0, statusMessage: 'authRequired', value: [] });
  });
});

describe('GET sportsbook data', () => {
  it('match_list carries localised team names and every §9 bet type', async () => {
    const response = await t.get('/api/home/match_list');
    expect(response.status).toBe(200);
    const matches = value((await response.json()) as Obj);
    expect(matches.length).toBeGreaterThan(10);
    const first = matches[0] ?? {};
    for (const lang of TEAM_NAME_LANGUAGES) {
      expect(typeof first[`home_name_${lang}`]).toBe('string');
      expect(typeof first[`away_name_${lang}`]).toBe('string');
    }
    expect(first).toMatchObject({ league: expect.any(String), kickoff: expect.any(String), home_team_name: expect.any(String) });
    const types = new Set((first.bet_lines as Obj[]).map((l) => l.bet_type));
    for (const type of BET_TYPES) expect(types.has(type), type).toBe(true);
    expect((first.bet_lines as Obj[])[1]).toMatchObject({
      bet_type: expect.any(String),
      home_away: expect.any(String),
      criteria1: expect.any(String),
      odds: expect.any(Number),
    });
  });

  it('public_odds is a flat list of bet lines with team names', async () => {
    const lines = value((await (await t.get('/api/home/public_odds')).json()) as Obj);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines[0]).toMatchObject({
      bet_type: expect.stringMatching(/^(HDP|OU|1X2)$/),
      home_away: expect.any(String),
      criteria1: expect.any(String),
      home_team_name: expect.any(String),
      away_name_cn: expect.any(String),
    });
  });

  it('rejects POST on a GET endpoint', async () => {
    expect((await t.post('/api/home/match_list', {})).status).toBe(405);
  });
});
