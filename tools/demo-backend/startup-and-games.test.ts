import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotGamesResponseSchema } from '../../schemas/api/game.ts';
import { startupResponseSchema } from '../../schemas/api/startup.ts';
import { GAME_TYPES } from './seed/game-catalogue.ts';
import { layoutNumber, TEMPLATE_KEYS } from './seed/site-catalogue.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

const ajv = new Ajv({ strict: false, allErrors: true });
const validateStartup = ajv.compile(startupResponseSchema);
const validateGames = ajv.compile(hotGamesResponseSchema);

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => value as Obj;
const list = (value: unknown): Obj[] => value as Obj[];

describe('POST /api/startup', () => {
  it('answers every template site with a body the front end schema accepts', async () => {
    const names = new Set<string>();
    for (const key of TEMPLATE_KEYS) {
      const { status, json } = await t.post('/api/startup', { domain_name: `${key}.localhost` });
      expect(status).toBe(200);
      expect(validateStartup(json), JSON.stringify(validateStartup.errors)).toBe(true);
      expect(json.statusCode).toBe(1);
      const s = obj(json.site);
      expect(s.theme_code).toBe(key);
      expect(s.theme_color).toMatch(new RegExp(`^color${layoutNumber(key)}-[1-5]$`));
      names.add(String(s.site_name));
      const languages = list(json.language);
      expect(languages[0]).toMatchObject({ code: 'EN', name: 'English', icon: 'en.svg', files: ['ui', 'validation', 'errors', 'messages', '_m'] });
      expect(languages.length).toBeGreaterThanOrEqual(3);
      expect(languages.length).toBeLessThanOrEqual(10);
      for (const field of ['logo1', 'logo2', 'logo3', 'logo_text', 'android_sub', 'ios_sub', 'manifest_icon', 'expired_date', 'status'])
        expect(s[field]).toBeDefined();
    }
    expect(names.size).toBe(TEMPLATE_KEYS.length);
  });

  it('gives casino1 all ten languages and the documented i18n strategies to casino1, slot2 and sportsbook1', async () => {
    const casino1 = (await t.post('/api/startup', { domain_name: 'casino1.localhost' })).json;
    expect(list(casino1.language).map((l) => l.code)).toEqual(['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE', 'CT', 'BN']);
    expect(obj(casino1.i18n).strategy).toBe('prefix_except_default');
    const slot2 = (await t.post('/api/startup', { domain_name: 'slot2.localhost' })).json;
    expect(obj(slot2.i18n).strategy).toBe('prefix_and_default');
    expect(obj(slot2.site).gamify_status).toBe(true);
    const sportsbook1 = (await t.post('/api/startup', { domain_name: 'sportsbook1.localhost' })).json;
    expect(obj(sportsbook1.i18n).strategy).toBe('no_prefix');
    expect(obj(sportsbook1.site).gamify_status).toBe(false);
  });

  it('carries menu with children, game_menu, provider_count, live chat, partners-ready assistant names', async () => {
    const { json } = await t.post('/api/startup', { domain_name: 'casino1.localhost' });
    const content = obj(json.content);
    const menu = list(content.menu);
    expect(menu.some((m) => Array.isArray(m.children) && (m.children as unknown[]).length > 0)).toBe(true);
    expect(list(content.game_menu).map((g) => g.category)).toEqual(expect.arrayContaining(['slot_game', 'casino', 'sportsbook', 'fishing']));
    const ids = [...menu, ...list(content.game_menu)].map((m) => m.content_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(list(json.provider_count).length).toBeGreaterThan(20);
    expect(obj(json.live_chat)).toMatchObject({ status: true });
    expect(typeof obj(json.live_chat).chat_id).toBe('string');
    const ai = obj(json.ai_assistant);
    expect(Object.keys(obj(ai.names))).toEqual(expect.arrayContaining(['EN', 'CN', 'PHP']));
    expect(typeof json.aff_domain).toBe('string');
  });

  it('serves localhost and 127.0.0.1 as casino1, maintenance and broken as documented, unknown as siteNotFound', async () => {
    for (const domain of ['localhost', '127.0.0.1', 'LOCALHOST:3000']) {
      expect(obj((await t.post('/api/startup', { domain_name: domain })).json.site).theme_code).toBe('casino1');
    }
    const maintenance = (await t.post('/api/startup', { domain_name: 'maintenance.localhost' })).json;
    expect(obj(maintenance.maintenance).is_maintenance).toBe(true);
    expect(Date.parse(String(obj(maintenance.maintenance).start_date))).toBeLessThan(Date.parse(String(obj(maintenance.maintenance).end_date)));
    expect(obj(maintenance.site).theme_code).toBe('casino2');
    expect(obj((await t.post('/api/startup', { domain_name: 'broken.localhost' })).json.site).theme_code).toBe('casino99');
    const unknown = await t.post('/api/startup', { domain_name: 'nope.example' });
    expect(unknown.json).toMatchObject({ statusCode: 0, statusMessage: 'siteNotFound' });
  });
});

describe('POST /api/product/get_hot_games', () => {
  it('returns the 48 hottest games for game_type "" in hotness order', async () => {
    const { json } = await t.post('/api/product/get_hot_games', { ...site(), game_type: '' });
    expect(validateGames(json)).toBe(true);
    const games = list(json.value);
    expect(games).toHaveLength(48);
    expect(Object.keys(games[0] ?? {}).sort()).toEqual(['game_code', 'game_image', 'game_name', 'game_type', 'provider_code']);
  });

  it('returns every game of a type, covers every type, 3,000+ games and 15+ providers', async () => {
    let total = 0;
    const providers = new Set<unknown>();
    for (const type of GAME_TYPES) {
      const { json } = await t.post('/api/product/get_hot_games', { ...site('slot5'), game_type: type });
      const games = list(json.value);
      expect(games.length, type).toBeGreaterThan(0);
      expect(games.every((g) => g.game_type === type)).toBe(true);
      for (const g of games) providers.add(g.provider_code);
      total += games.length;
    }
    expect(total).toBeGreaterThanOrEqual(3000);
    expect(providers.size).toBeGreaterThanOrEqual(15);
    for (const code of ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW', 'EVOPLAY', '9W', 'WBET']) expect(providers.has(code), code).toBe(true);
    const slots = list((await t.post('/api/product/get_hot_games', { ...site(), game_type: 'slot_game' })).json.value);
    expect(slots.length).toBeGreaterThan(total / 2);
  });

  it('refuses a domain/external_id pair that does not match', async () => {
    const { json } = await t.post('/api/product/get_hot_games', { domain_name: 'casino1.localhost', external_id: 'ext-slot1', game_type: '' });
    expect(json).toMatchObject({ statusCode: 0, statusMessage: 'invalidSite' });
  });

  it('refuses an unknown game_type without throwing', async () => {
    const { json } = await t.post('/api/product/get_hot_games', { ...site(), game_type: 'roulette' });
    expect(json).toMatchObject({ statusCode: 0, statusMessage: 'invalidGameType', value: [] });
  });
});
