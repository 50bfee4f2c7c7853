import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

async function svg(path: string): Promise<string> {
  const response = await t.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  const body = await response.text();
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  return body;
}

describe('GET /api/assets/*', () => {
  it('serves every image URL the seed hands out', async () => {
    const startup = (await t.post('/api/startup', { domain_name: 'slot2.localhost' })).json as Record<string, Record<string, string>>;
    for (const key of ['logo1', 'logo2', 'logo3', 'manifest_icon']) await svg(String(startup.site?.[key]));
    await svg(String(startup.ai_assistant?.img_url_large));
    const games = (await t.post('/api/product/get_hot_games', { ...site('slot2'), game_type: '' })).json.value as { game_image: string; game_name: string }[];
    const first = games[0];
    expect(await svg(String(first?.game_image))).toContain('aria-label=');
    const partners = (await t.post('/api/settings/partners', site('slot2'))).json.value as { img_url: string }[];
    for (const partner of partners) await svg(partner.img_url);
    const slides = (await t.post('/api/home/fetch_slide', site('slot2'))).json.value as { image: string }[];
    await svg(String(slides[0]?.image));
    await svg('/api/assets/provider/JILI.svg');
  });

  it('is deterministic and escapes text', async () => {
    const games = (await t.post('/api/product/get_hot_games', { ...site(), game_type: 'slot_game' })).json.value as { game_image: string }[];
    const withAmp = games.find((g) => g.game_image.includes('hold-and-win'));
    const body = await svg(String(withAmp?.game_image));
    expect(body).toContain('&amp;');
    expect(body).not.toMatch(/ & /);
    expect(await svg(String(withAmp?.game_image))).toBe(body);
  });

  it('404s unknown assets as JSON', async () => {
    for (const path of [
      '/api/assets/game/JILI/nope.svg',
      '/api/assets/logo/casino42-1.svg',
      '/api/assets/provider/NOPE.svg',
      '/api/assets/x.png',
      '/api/assets/game/%E0%A4%A.svg',
    ]) {
      const response = await t.get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });
});
