import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSiteThemes } from './store/site-themes.ts';
import { startTestBackend, tempDbPath, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

const theme = async (key: string) => {
  const { json } = await t.post('/api/startup', { domain_name: `${key}.localhost` });
  const s = json['site'] as Record<string, unknown>;
  return [s['theme_code'], s['theme_color']];
};

describe('pointing a demo site at a template from a second connection', () => {
  it('changes what its startup answers at once, though startup bodies are cached', async () => {
    const sites = demoSiteThemes(t.dbPath);
    try {
      const [code, colour] = await theme('casino4');
      expect(code).toBe('casino4');
      expect(await theme('casino4')).toEqual([code, colour]);
      const pointed = sites.point('casino4.localhost', 'casino1', 'color1-2');
      expect(pointed).toEqual({ domains: ['casino4.localhost'], before: { theme_code: 'casino4', theme_color: colour } });
      expect(await theme('casino4')).toEqual(['casino1', 'color1-2']);
      expect(sites.list()).toEqual(expect.arrayContaining([{ domain: 'casino4.localhost', theme_code: 'casino1', theme_color: 'color1-2' }]));
      // another site's cached answer is unchanged
      expect((await theme('casino5'))[0]).toBe('casino5');
    } finally {
      sites.close();
    }
  });

  it('an alias points its site: localhost is casino1', () => {
    const sites = demoSiteThemes(t.dbPath);
    try {
      expect(sites.point('localhost', 'casino1', 'color1-1')?.domains).toEqual(['127.0.0.1', 'casino1.localhost', 'localhost']);
      expect(sites.point('nowhere.localhost', 'casino1', 'color1-1')).toBeNull();
    } finally {
      sites.close();
    }
  });

  it('before the backend made its database: nothing to list, and no file is created', () => {
    const { dbPath } = tempDbPath();
    const sites = demoSiteThemes(dbPath);
    expect(sites.list()).toBeNull();
    expect(sites.point('casino1.localhost', 'casino1', 'color1-1')).toBeNull();
    expect(existsSync(dbPath)).toBe(false);
  });
});
