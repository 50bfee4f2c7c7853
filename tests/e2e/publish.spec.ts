import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logEvents, nextEvent } from '../security/log-records.ts';
import { configCopyServer } from './config-copy-server.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, navigable, PORT, site } from './helpers.ts';

/**
 * Issue 15 part 4, publish without a rebuild: the real server on a copy of site-configs (CONFIG_DIR).
 * A colour changed in a template's JSON is served within 2 s with no build and no restart; an
 * edit that fails lint is refused as a whole, and the refusal shows in the status endpoint and
 * the log while the last good set keeps serving.
 */
const APP_PORT = PORT + 5;
const HOST = 'casino1.localhost';
const server = configCopyServer('publish', APP_PORT);

const get = (path: string, host = HOST) => server.get(path, host);

const themeColour = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

async function colourWithin(ms: number, want: string): Promise<{ colour: string | undefined; after: number }> {
  const t0 = Date.now();
  let colour: string | undefined;
  while (Date.now() - t0 <= ms) {
    colour = themeColour((await get('/')).text);
    if (colour === want) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { colour, after: Date.now() - t0 };
}

test('a colour edited in a template is served within 2 s; an edit that fails lint is refused and reported', async () => {
  const file = join(server.configDir, 'templates/casino1.json');
  const original = readFileSync(file, 'utf8');
  const before = await get('/');
  const oldColour = themeColour(before.text);
  expect(oldColour).toMatch(/^#[0-9a-f]{6}$/);
  const status0 = JSON.parse((await get('/healthz/config')).text);
  expect(status0).toMatchObject({ watching: true, lastRefusal: null });

  const newColour = '#123456';
  writeFileSync(file, original.replaceAll(`"${oldColour}"`, `"${newColour}"`));
  const published = await colourWithin(2_000, newColour);
  expect(published.colour).toBe(newColour);
  const status1 = JSON.parse((await get('/healthz/config')).text);
  expect(status1.revision).not.toBe(status0.revision);
  expect(status1.lastRefusal).toBeNull();

  // one edit with a valid colour change and a schema error: refused as a whole
  const broken = original.replaceAll(`"${oldColour}"`, '"#654321"').replace('"label":', '"labell": "typo",\n  "label":');
  writeFileSync(file, broken);
  const deadline = Date.now() + 2_000;
  let status2 = status1;
  while (Date.now() < deadline && status2.lastRefusal === null) {
    await new Promise((r) => setTimeout(r, 100));
    status2 = JSON.parse((await get('/healthz/config')).text);
  }
  expect(status2.revision).toBe(status1.revision);
  expect(status2.lastRefusal.problems).toEqual(
    expect.arrayContaining([expect.objectContaining({ file: 'site-configs/templates/casino1.json', severity: 'error', pointer: '/labell' })]),
  );
  expect(new Date(status2.lastRefusal.at).getTime()).toBeGreaterThan(Date.now() - 10_000);
  expect(JSON.stringify(status2)).not.toContain(server.dir);
  expect(themeColour((await get('/')).text)).toBe(newColour);
  const refused = await nextEvent(server.log, 'config.refused', (record) => /^site-configs\/templates\/casino1\.json:\d+:\d+/m.test(String(record['report'])));
  expect(refused['msg']).toMatch(/^config: refused the edit/);

  // fixed: the original file is served again
  writeFileSync(file, original);
  expect((await colourWithin(2_000, oldColour ?? '')).colour).toBe(oldColour);
});

test('a route added to routes.json is served within 2 s, and its page carries the new route table', async () => {
  const file = join(server.configDir, 'routes.json');
  const routes = JSON.parse(readFileSync(file, 'utf8'));
  expect((await get('/about-us-too')).status).toBe(404);
  routes.routes.push({ path: '/about-us-too', page: 'about', guard: 'none' });
  writeFileSync(file, `${JSON.stringify(routes, null, 2)}\n`);
  const t0 = Date.now();
  let res = await get('/about-us-too');
  while (res.status !== 200 && Date.now() - t0 < 2_000) {
    await new Promise((r) => setTimeout(r, 100));
    res = await get('/about-us-too');
  }
  expect(res.status).toBe(200);
  // the route table in the hydration data, from which the browser builds its router
  expect(res.text).toMatch(/"routes":\[[^\]]*"(?:path":")?\/about-us-too"/);
});

test('a page of the served revision loads its trees from /__config/<revision>/ with immutable caching', async () => {
  const { revision } = JSON.parse((await get('/healthz/config')).text);
  const page = await get(`/__config/${revision}/page/casino1/slots.json`);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toContain('immutable');
  expect(JSON.parse(page.text).root.widget).toBe('Stack');
  expect((await get(`/__config/${revision}/layout/no-such-layout.json`)).status).toBe(404);
  expect((await get('/__config/0000000000000000/layout/template1.json')).status).toBe(410);
});

test('the server refuses to start on a config set that fails lint, printing the problems', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'publish-broken-'));
  try {
    cpSync('site-configs', join(broken, 'site-configs'), { recursive: true });
    const file = join(broken, 'site-configs/routes.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"guard": "none"', '"guard": "sometimes"'));
    const child = spawn(process.execPath, ['dist/node/cli.js'], {
      env: {
        ...process.env,
        PORT: String(APP_PORT + 1),
        HOST: '127.0.0.1',
        CONFIG_DIR: join(broken, 'site-configs'),
        DEMO_DB_PATH: join(broken, 'demo.sqlite'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(1);
    const [refused] = logEvents(output, 'config.refused');
    expect(refused).toMatchObject({ atStart: true, msg: expect.stringMatching(/^Refusing to start/) });
    expect(refused?.['report']).toMatch(/^site-configs\/routes\.json:\d+:\d+ {2}\S+ {2}/m);
    expect(logEvents(output, 'server.ready')).toEqual([]);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('client navigations load trees from /__config/<revision>/; a revision the server dropped turns into a document load', async ({ page }) => {
  type Marked = Window & { marker?: number };
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/__config/')) fetched.push(path);
  });
  await page.goto(`${site('casino1')}/`);
  await navigable(page);
  await page.evaluate(() => ((window as Marked).marker = 1));
  await page.getByRole('link', { name: /Slots/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // every tree came from the page's one revision: /slots' (asked by the navigation, or already by the idle
  // prefetch of the login, register and first linked pages' trees, issue 32), and the site's template whose
  // patches the navigation's loaders apply (the page carried it without them: src/app/hydration-data.ts)
  expect(fetched).toContainEqual(expect.stringMatching(/^\/__config\/[0-9a-f]{16}\/page\/casino1\/slots\.json$/));
  for (const path of fetched) expect(path).toMatch(/^\/__config\/[0-9a-f]{16}\/(page\/casino1\/[a-z-]+|template\/casino1)\.json$/);
  expect(new Set(fetched.map((path) => path.split('/')[2])).size, 'one revision').toBe(1);
  expect(await page.evaluate(() => (window as Marked).marker)).toBe(1);

  // as after publishes the server no longer keeps: the next navigation reloads the document
  await page.route('**/__config/**', (route) =>
    route.fulfill({ status: 410, contentType: 'application/json', body: '{"error":"config revision no longer served"}' }),
  );
  // a page past the first six the home links to: its tree was never prefetched
  await page.locator('a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await hydrated(page);
  expect(await page.evaluate(() => (window as Marked).marker)).toBeUndefined();
});
