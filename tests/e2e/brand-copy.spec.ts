import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configCopyServer } from './config-copy-server.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, navigable, PORT, watchErrors } from './helpers.ts';

/**
 * Issue 27 part 6, operator copy is config: a brand publishes its own headline in English and
 * Chinese by editing its template in the CONFIG_DIR a running server watches (no build, no restart,
 * no message key in locales/). Both languages are served within 2 s, in the server's HTML and after
 * hydration; another brand is unchanged; a text the brand left untranslated reads English on the
 * Chinese page, and config-lint says so.
 */
const APP_PORT = PORT + 8;
const BRAND = 'casino1';
const OTHER = 'casino2';
const HEADLINE = { EN: 'Big wins every night', CN: '每晚大奖等你来' };
const TAGLINE = 'Winners of the week';

const origin = (key: string) => `http://${key}.localhost:${APP_PORT}`;
const server = configCopyServer('brand-copy', APP_PORT);
const get = (path: string, key = BRAND) => server.get(path, `${key}.localhost:${APP_PORT}`);

/** A page's HTML without its scripts: what shows (the hydration data carries the copy in every language). */
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** Polls a page until its HTML contains `text`; how long that took. */
async function servedWithin(ms: number, path: string, text: string): Promise<number> {
  const t0 = Date.now();
  while (!(await get(path)).text.includes(text)) {
    if (Date.now() - t0 > ms) throw new Error(`${path} did not serve "${text}" within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - t0;
}

test('a brand publishes its own headline in English and Chinese: served within 2 s with no build, another brand unchanged', async ({ page }) => {
  const errors = watchErrors(page);
  const file = join(server.configDir, 'templates', `${BRAND}.json`);
  const template = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const built = statSync('dist/node/cli.js').mtimeMs;
  const { revision: before } = JSON.parse((await get('/healthz/config')).text) as { revision: string };
  // casino2's default language is Chinese: its English home is /en
  expect((await get('/en', OTHER)).text.includes('Hot games')).toBe(true);
  expect((await get('/')).text.includes(HEADLINE.EN)).toBe(false);

  template['messages'] = {
    'home.headline': HEADLINE,
    // no Chinese: the Chinese page shows the English, and lint says so
    'home.tagline': { EN: TAGLINE },
  };
  template['patches'] = {
    pages: {
      home: {
        'hot-games': { props: { title: 'brand.home.headline' } },
        'home-winners': { props: { title: 'brand.home.tagline' } },
      },
    },
  };
  writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);

  const english = await servedWithin(2_000, '/', HEADLINE.EN);
  const chinese = await servedWithin(2_000, '/cn', HEADLINE.CN);
  test.info().annotations.push({ type: 'served after', description: `English ${english} ms, Chinese ${english + chinese} ms` });
  expect(english).toBeLessThanOrEqual(2_000);
  expect(chinese).toBeLessThanOrEqual(2_000);
  const status = JSON.parse((await get('/healthz/config')).text) as { revision: string; lastRefusal: unknown };
  expect(status.revision).not.toBe(before);
  expect(status.lastRefusal).toBeNull();
  // nothing was built or restarted: the same server process and the same build serve the new copy
  expect(statSync('dist/node/cli.js').mtimeMs).toBe(built);
  expect(server.running()).toBe(true);

  // the Chinese page: the headline in Chinese, the untranslated tagline in English
  const cn = shown((await get('/cn')).text);
  expect(cn.includes(HEADLINE.CN), 'the Chinese headline').toBe(true);
  expect(cn.includes(TAGLINE), 'the English tagline on the Chinese page').toBe(true);
  expect(cn.includes(HEADLINE.EN), 'no English headline on the Chinese page').toBe(false);
  expect(cn.includes('brand.home'), 'no raw key').toBe(false);

  // another brand: the same page, untouched
  for (const path of ['/en', '/']) {
    const other = (await get(path, OTHER)).text; // the whole HTML: not even its data names the copy
    expect(other.includes(HEADLINE.EN) || other.includes(HEADLINE.CN) || other.includes('brand.home'), `${OTHER}${path}`).toBe(false);
  }
  expect((await get('/en', OTHER)).text.includes('Hot games')).toBe(true);

  // the revision's template carries the compiled copy, cached for good like every part of a revision
  const part = await get(`/__config/${status.revision}/template/${BRAND}.json`);
  expect(part.headers['cache-control']).toContain('immutable');
  expect(JSON.parse(part.text).messages['home.headline'].CN).toEqual([{ type: 0, value: HEADLINE.CN }]);

  // in the browser: both languages after hydration, and after a client navigation back home
  await page.goto(`${origin(BRAND)}/`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: HEADLINE.EN })).toBeVisible();
  await expect(page.getByRole('heading', { name: TAGLINE })).toBeVisible();
  await page.goto(`${origin(BRAND)}/cn/slots`);
  await navigable(page);
  await page.locator(`a[href="/cn"], a[href="/cn/"]`).first().click();
  await expect(page).toHaveURL(/\/cn\/?$/);
  await expect(page.getByRole('heading', { name: HEADLINE.CN })).toBeVisible();
  await expect(page.getByRole('heading', { name: TAGLINE })).toBeVisible();
  await page.goto(`${origin(OTHER)}/en`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByText(HEADLINE.EN)).toHaveCount(0);
  expect(errors).toEqual([]);

  // explain, on the same directory: the headline's patch, and each language's text with the file:line that wrote it
  const explain = spawnSync(process.execPath, ['tools/bin/explain.mjs', BRAND, '/'], {
    env: { ...process.env, CONFIG_DIR: server.configDir },
    encoding: 'utf8',
  });
  expect(explain.status, explain.stderr).toBe(0);
  const lineOf = (text: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;
  const at = (text: string) => `site-configs/templates/${BRAND}\\.json:${lineOf(text)}:\\d+`;
  expect(explain.stdout).toMatch(
    new RegExp(
      `· title = "brand\\.home\\.headline" {2}← patch hot-games {2}${at('"brand.home.headline"')}\\n\\s+EN "${HEADLINE.EN}" {2}← ${at(HEADLINE.EN)} /messages/home\\.headline/EN\\n\\s+CN "${HEADLINE.CN}" {2}← ${at(HEADLINE.CN)} /messages/home\\.headline/CN`,
    ),
  );
  expect(explain.stdout).toContain(`CN no text: falls back to English "${TAGLINE}"`);

  // config-lint on the published directory reads the fleet the server recorded (the embedded store beside it):
  // each language the site offers that a text lacks is a warning naming the site, with its English fallback
  const lint = spawnSync(process.execPath, ['tools/bin/config-lint.mjs', server.configDir, '--format', 'json'], { encoding: 'utf8' });
  expect(lint.status, lint.stderr).toBe(0);
  const problems = (JSON.parse(lint.stdout) as { problems: { ruleId: string; severity: string; file: string; message: string }[] }).problems;
  expect(problems).toContainEqual(
    expect.objectContaining({
      ruleId: 'brand-message-language',
      severity: 'warning',
      file: `site-configs/templates/${BRAND}.json`,
      message: `message "brand.home.tagline" has no CN text (简体中文), which ${BRAND}.localhost offers: CN pages fall back to English, "${TAGLINE}"`,
    }),
  );
  for (const p of problems) {
    expect(p).toMatchObject({ ruleId: 'brand-message-language', severity: 'warning', file: `site-configs/templates/${BRAND}.json` });
    expect(p.message).toContain(`, which ${BRAND}.localhost offers: `);
  }
  // the headline is written in both languages the test reads
  expect(problems.filter((p) => /"brand\.home\.headline" has no (EN|CN) /.test(p.message))).toEqual([]);
});

test('copy that is not a valid ICU message is refused at publish; the last good copy keeps serving', async () => {
  const file = join(server.configDir, 'templates', `${BRAND}.json`);
  const template = JSON.parse(readFileSync(file, 'utf8')) as { messages?: Record<string, Record<string, string>> };
  const serving = JSON.parse((await get('/healthz/config')).text) as { revision: string };
  template.messages = { ...template.messages, 'home.headline': { EN: 'Broken {headline', CN: HEADLINE.CN } };
  writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);
  const deadline = Date.now() + 2_000;
  let status = JSON.parse((await get('/healthz/config')).text) as { revision: string; lastRefusal: { problems: { ruleId: string; pointer: string }[] } | null };
  while (Date.now() < deadline && status.lastRefusal === null) {
    await new Promise((r) => setTimeout(r, 100));
    status = JSON.parse((await get('/healthz/config')).text) as typeof status;
  }
  expect(status.revision).toBe(serving.revision);
  expect(status.lastRefusal?.problems).toEqual(
    expect.arrayContaining([expect.objectContaining({ ruleId: 'brand-message', pointer: '/messages/home.headline/EN' })]),
  );
  const home = shown((await get('/')).text);
  expect(home.includes(HEADLINE.EN), 'the last good headline').toBe(true);
  expect(home.includes('Broken'), 'the refused text').toBe(false);
});
