/**
 * Issue 31 part 4 against the real server with its page cache on (PAGE_CACHE_MS 60 s): a heading
 * scheduled a few seconds ahead appears on the first request after its time and is gone at its end
 * (a kept page ends at its window edge); 1,000 fresh visitors split 50/50 within ±5 %, each keeps its
 * variant over reloads, and no kept page is served to a visitor of another variant or market.
 * casino3's home runs the `home-welcome` experiment (site-configs/templates/casino3.json).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ROOT, startServer, type Answer, type TestServer } from './server.ts';

const project = mkdtempSync(join(tmpdir(), 'targeting-suite-'));
const configs = join(project, 'site-configs');
for (const part of ['site-configs', 'public', 'locales']) cpSync(join(ROOT, part), join(project, part), { recursive: true });
const TEMPLATE = join(configs, 'templates/casino3.json');
const shipped = JSON.parse(readFileSync(TEMPLATE, 'utf8')) as { patches: { structure: { pages: { home: unknown[] } } }; messages: Record<string, unknown> };

const VARIANTS = { classic: 'Welcome to Casino 3', bold: 'Your table is ready' } as const;
const MARKET_TEXT = 'Only in the Philippines';
const FLASH_TEXT = 'Flash sale now on';

/** casino3 with a PH-only heading, and the flash-sale heading in the window given (none: not yet). */
function template(window?: { from: string; until: string }): string {
  const heading = (id: string, title: string, when: object) => ({ insert: { widget: 'PageHeading', id, props: { title }, when }, before: 'home-marquee' });
  const home = [
    ...shipped.patches.structure.pages.home,
    heading('home-ph', 'brand.test.market', { markets: ['PH'] }),
    ...(window ? [heading('home-flash', 'brand.test.flash', window)] : []),
  ];
  return JSON.stringify({
    ...shipped,
    patches: { structure: { pages: { home } } },
    messages: { ...shipped.messages, 'test.market': { EN: MARKET_TEXT }, 'test.flash': { EN: FLASH_TEXT } },
  });
}

let server: TestServer;
beforeAll(async () => {
  writeFileSync(TEMPLATE, template());
  server = await startServer({ CONFIG_DIR: configs, PAGE_CACHE_MS: '60000', MARKET_HEADER: 'x-test-market' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(project, { recursive: true, force: true });
});

const home = (headers: Record<string, string> = {}) => call(server.port, '/en', { host: `casino3.localhost:${server.port}`, headers });
const variantCookie = (answer: Answer): string | undefined => {
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  return cookies.map((c) => /^exp_home-welcome=([a-z]+);/.exec(c)?.[1]).find(Boolean);
};
/** Rendered as a heading (the page's data also carries the brand's texts, shown or not). */
const heading = (answer: Answer, text: string) => answer.body.includes(`<h1>${text}</h1>`);
const shown = (answer: Answer) => Object.entries(VARIANTS).flatMap(([variant, text]) => (heading(answer, text) ? [variant] : []));
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

describe('experiments', () => {
  it('1,000 fresh visitors split 50/50 within ±5 %, each page showing its own variant only', async () => {
    const counts = { classic: 0, bold: 0 };
    const visitors = Array.from({ length: 1000 }, (_, i) => i);
    // a few at a time: loopback, bounded
    for (let i = 0; i < visitors.length; i += 10) {
      const answers = await Promise.all(visitors.slice(i, i + 10).map(() => home()));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        const variant = variantCookie(answer);
        expect(variant, 'a fresh visitor is given a variant').toBeDefined();
        // the page kept for one variant is never served to another
        expect(shown(answer)).toEqual([variant]);
        expect(answer.headers['cache-control']).toBe('no-store');
        if (variant === 'classic' || variant === 'bold') counts[variant]++;
      }
    }
    expect(counts.classic).toBeGreaterThanOrEqual(450);
    expect(counts.classic).toBeLessThanOrEqual(550);
    expect(counts.classic + counts.bold).toBe(1000);
  }, 120_000);

  it('a visitor keeps its variant over reloads, and gets no new cookie', async () => {
    for (let i = 0; i < 10; i++) {
      const first = await home();
      const variant = variantCookie(first) ?? '';
      for (let reload = 0; reload < 3; reload++) {
        const again = await home({ cookie: `exp_home-welcome=${variant}` });
        expect(shown(again)).toEqual([variant]);
        expect(variantCookie(again)).toBeUndefined();
      }
    }
  });
});

describe('markets', () => {
  it('come from the trusted header only, and kept pages never mix them', async () => {
    const cookie = { cookie: 'exp_home-welcome=classic' };
    for (let round = 0; round < 2; round++) {
      expect(heading(await home({ ...cookie, 'x-test-market': 'PH' }), MARKET_TEXT)).toBe(true);
      expect(heading(await home({ ...cookie, 'x-test-market': 'GB' }), MARKET_TEXT)).toBe(false);
      expect(heading(await home(cookie), MARKET_TEXT)).toBe(false);
      // a header the server does not trust chooses nothing
      expect(heading(await home({ ...cookie, 'x-market': 'PH', 'cf-ipcountry': 'PH' }), MARKET_TEXT)).toBe(false);
    }
  });
});

describe('a scheduled heading', () => {
  it('appears on the first request after its time and is gone at its end, with the page cache on', async () => {
    const cookie = { cookie: 'exp_home-welcome=bold' };
    const revision = async () => (JSON.parse((await call(server.port, '/healthz/config')).body) as { revision: string }).revision;
    const before = await revision();
    // the page is kept now, before the window: the cache must not hide the window's start
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(false);
    const from = Date.now() + 8_000;
    const until = from + 2_000;
    writeFileSync(TEMPLATE, template({ from: new Date(from).toISOString(), until: new Date(until).toISOString() }));
    while ((await revision()) === before) await new Promise((r) => setTimeout(r, 100));
    expect(from - Date.now(), 'the new config went live with the window still 3 s or more ahead').toBeGreaterThanOrEqual(3_000);
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(false);
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(false);
    await sleepUntil(from);
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(true);
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(true);
    await sleepUntil(until);
    expect(heading(await home(cookie), FLASH_TEXT)).toBe(false);
  }, 60_000);
});
