import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configCopyServer, type Reply } from './config-copy-server.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, PORT } from './helpers.ts';
import { nextEvent } from '../security/log-records.ts';

/**
 * Issue 27 part 6, brands without shared edits: the real server on a copy of site-configs
 * (CONFIG_DIR). casino2 adds /tournaments for itself only and moves its hot-games grid above the
 * carousel with a few lines in its own template, published by saving the file: served within 2 s
 * with no build, while casino1 answers 404 there and keeps its order; `explain` names the move's
 * file and line. A patch naming a missing id is refused by the gate and the last good set serves on.
 */
const APP_PORT = PORT + 7;
const CASINO2 = 'casino2.localhost';
const CASINO1 = 'casino1.localhost';
const server = configCopyServer('brand-routes', APP_PORT);

const get = (path: string, host: string) => server.get(path, `${host}:${APP_PORT}`);

/** The site's English home (a site whose default language is another keeps English under /en). */
async function homePath(host: string): Promise<string> {
  const res = await get('/', host);
  const location = res.headers['location'];
  return res.status >= 300 && res.status < 400 && typeof location === 'string' ? new URL(location, 'http://x').pathname : '/';
}

/** Where the hot-games grid and the carousel open in a home page's HTML. */
function order(html: string): { grid: number; carousel: number } {
  return { grid: html.search(/<section class="w-gamegrid[^>]*data-game-type=""/), carousel: html.search(/<section class="w-carousel/) };
}

/** Polls until `ok` holds for the reply to `path` or `ms` pass; returns the last reply and when it came. */
async function within(ms: number, path: string, host: string, ok: (r: Reply) => boolean): Promise<{ reply: Reply; after: number }> {
  const t0 = Date.now();
  let reply = await get(path, host);
  while (!ok(reply) && Date.now() - t0 < ms) {
    await new Promise((r) => setTimeout(r, 50));
    reply = await get(path, host);
  }
  return { reply, after: Date.now() - t0 };
}

const status = async () =>
  JSON.parse((await get('/healthz/config', CASINO1)).text) as {
    revision: string;
    lastRefusal: null | { problems: { ruleId: string; file: string; pointer: string; message: string }[] };
  };

let templateFile = '';
let original = '';

test.beforeAll(() => {
  templateFile = join(server.configDir, 'templates/casino2.json');
  original = readFileSync(templateFile, 'utf8');
});

/** What the operator adds to casino2.json: a route of its own and its page, a shared route hidden, and the ops. */
function edited(ops: unknown[]): string {
  const template = JSON.parse(original) as Record<string, unknown>;
  return `${JSON.stringify(
    {
      ...template,
      routes: { '/tournaments': { page: 'tournaments', guard: 'none' }, '/sabong': { hidden: true } },
      pages: {
        tournaments: { root: { widget: 'Stack', children: [{ widget: 'PageHeading', id: 'tournaments-heading', props: { title: 'ui.leaderboard.title' } }] } },
      },
      patches: { structure: { pages: { home: ops } } },
    },
    null,
    2,
  )}\n`;
}

test('a brand adds /tournaments for itself only and moves its hot-games grid above the carousel, served within 2 s with no build', async ({ page }) => {
  const home2 = await homePath(CASINO2);
  const home1 = await homePath(CASINO1);
  const prefix2 = home2 === '/' ? '' : home2.replace(/\/$/, '');
  const prefix1 = home1 === '/' ? '' : home1.replace(/\/$/, '');
  expect((await get(`${prefix2}/tournaments`, CASINO2)).status).toBe(404);
  const before2 = order((await get(home2, CASINO2)).text);
  expect(before2.grid).toBeGreaterThan(before2.carousel);
  expect(before2.carousel).toBeGreaterThan(0);
  const revision0 = (await status()).revision;

  writeFileSync(templateFile, edited([{ move: 'hot-games', before: 'home-carousel' }]));
  const published = await within(2_000, `${prefix2}/tournaments`, CASINO2, (r) => r.status === 200);
  expect(published.reply.status).toBe(200);
  expect(published.after).toBeLessThan(2_000);
  expect((await status()).revision).not.toBe(revision0);
  // the page's own route table (hydration data) has the route; casino1's has not, and it answers 404
  // (a route whose page is its path's name is written as the path alone: src/app/hydration-data.ts)
  const routeEntry = /"routes":\[[^\]]*"(?:path":")?\/tournaments"/;
  expect(published.reply.text).toMatch(routeEntry);
  const other = await get(`${prefix1}/tournaments`, CASINO1);
  expect(other.status).toBe(404);
  expect(other.text).toContain('Page not found');
  expect(other.text).not.toMatch(routeEntry);

  const after2 = order((await get(home2, CASINO2)).text);
  expect(after2.grid).toBeGreaterThan(0);
  expect(after2.grid).toBeLessThan(after2.carousel);
  const after1 = order((await get(home1, CASINO1)).text);
  expect(after1.grid).toBeGreaterThan(after1.carousel);

  // in the browser: the new route renders, the move shows, and another brand's page is the 404
  await page.goto(`http://${CASINO2}:${APP_PORT}${prefix2}/tournaments`);
  await hydrated(page);
  await expect(page.locator('.w-heading h1')).toBeVisible();
  await page.goto(`http://${CASINO2}:${APP_PORT}${home2}`);
  await hydrated(page);
  const sections = await page.locator('section.w-gamegrid, section.w-carousel').evaluateAll((els) => els.map((e) => e.className.split(' ')[0]));
  expect(sections.slice(0, 2)).toEqual(['w-gamegrid', 'w-carousel']);
  await page.goto(`http://${CASINO1}:${APP_PORT}${prefix1}/tournaments`);
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();

  // a hidden shared route: 404 on casino2 only
  expect((await get(`${prefix2}/sabong`, CASINO2)).status).toBe(404);
  expect((await get(`${prefix1}/sabong`, CASINO1)).status).toBe(200);

  // the browser's router has casino2's table: client navigations (no document load) reach /tournaments, and /sabong is its 404
  await page.goto(`http://${CASINO2}:${APP_PORT}${home2}`);
  await hydrated(page);
  const navigate = (path: string) =>
    page.evaluate((to) => {
      (window as unknown as { stayed?: boolean }).stayed = true;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  await navigate(`${prefix2}/tournaments`);
  // casino2's pages are in its default language (Chinese): the heading's text is the leaderboard title's
  await expect(page.locator('.w-heading h1')).toHaveText('本周排行榜');
  await expect(page.locator('.not-found')).toHaveCount(0);
  expect(await stayed()).toBe(true);
  await navigate(`${prefix2}/sabong`);
  await expect(page.locator('#not-found-title')).toContainText(`${prefix2}/sabong`);
  expect(await stayed()).toBe(true);

  // explain, on the same directory, names the move and the file:line that wrote it
  const explain = spawnSync(process.execPath, ['tools/bin/explain.mjs', 'casino2', '/'], {
    env: { ...process.env, CONFIG_DIR: server.configDir },
    encoding: 'utf8',
  });
  expect(explain.status, explain.stderr).toBe(0);
  const moveLine = edited([{ move: 'hot-games', before: 'home-carousel' }])
    .split('\n')
    .findIndex((l) => l.includes('"move": "hot-games"'));
  expect(explain.stdout).toMatch(
    new RegExp(
      `page home: op 0 move hot-games before home-carousel {2}← site-configs/templates/casino2\\.json:${moveLine}:\\d+ /patches/structure/pages/home/0$`,
      'm',
    ),
  );
  expect(explain.stdout).toMatch(/GameGrid#hot-games {2}\[template page\] site-configs\/templates\/_casino\.json:\d+:\d+\n\s+· moved here: op 0/);
});

test('a patch naming a missing id is refused by the gate while the last good set keeps serving', async () => {
  const home2 = await homePath(CASINO2);
  const prefix2 = home2 === '/' ? '' : home2.replace(/\/$/, '');
  writeFileSync(templateFile, edited([{ move: 'hot-games', before: 'home-carousel' }]));
  await within(2_000, `${prefix2}/tournaments`, CASINO2, (r) => r.status === 200);
  const good = await status();

  // a typo in the anchor's id, and a route dropped in the same save: refused as a whole
  writeFileSync(templateFile, edited([{ move: 'hot-games', before: 'home-carousell' }]).replace('"/tournaments"', '"/tournament-typo"'));
  const t0 = Date.now();
  let now = await status();
  while (now.lastRefusal === null && Date.now() - t0 < 2_000) {
    await new Promise((r) => setTimeout(r, 50));
    now = await status();
  }
  expect(now.revision).toBe(good.revision);
  expect(now.lastRefusal?.problems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        ruleId: 'structure-patch',
        file: 'site-configs/templates/casino2.json',
        pointer: '/patches/structure/pages/home/0/before',
        message: 'structural op 0 of page home: no node has id "home-carousell"; did you mean "home-carousel"?',
      }),
    ]),
  );
  const refused = await nextEvent(() => server.log(), 'config.refused');
  expect(refused['msg']).toMatch(/^config: refused the edit/);
  expect(refused['report']).toMatch(/site-configs\/templates\/casino2\.json:\d+:\d+ {2}structure-patch/);
  // the last good set: the route and the move still served
  expect((await get(`${prefix2}/tournaments`, CASINO2)).status).toBe(200);
  expect((await get(`${prefix2}/tournament-typo`, CASINO2)).status).toBe(404);
  const served = order((await get(home2, CASINO2)).text);
  expect(served.grid).toBeLessThan(served.carousel);
  writeFileSync(templateFile, original);
});
