import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext } from '@playwright/test';
import { hydrated, phoneContext, site } from './helpers.ts';
import { afterIdleChunks, afterIdleImports, type ManifestEntry } from '../../bench/after-idle-files.ts';

/**
 * Issue 18: the JavaScript a first visit to a home page loads, measured as `npm run bench` does
 * (bench/run.ts measureBytes): a fresh mobile context at 412×823, every script Chromium loads until
 * the page is hydrated and the network idle, at its gzip size (level 9, as the build precompresses).
 *
 * The context sends a phone's user agent, as Lighthouse and the bench do: the server's breakpoint
 * guess is then the phone's, so a deferred widget's server HTML fits and it is not woken by props
 * that differ. A desktop user agent at a phone's or tablet's width (issue 32) gets the same page: the
 * server guesses its breakpoint from the width Chromium hints (without that, ≈ 15 kB more).
 *
 * Issue 51 asks for 110 KiB gz (112,640 B) on every home; a home stands at 112,582 B today (the framework
 * alone is 89,131 B: docs/performance.md, "Initial JS, chunk by chunk"). The test holds the line there, a
 * little above it for the build id and the chunks' hashed names the entry carries (they do not
 * compress and differ from build to build): lower it as this shrinks, never raise it.
 */
const HOME_JS_LIMIT = 112_585;
const limitKb = (HOME_JS_LIMIT / 1024).toFixed(1);

const client = join(process.env.DIST_DIR ?? 'dist', 'client');
const gzSize = (path: string) => gzipSync(readFileSync(join(client, path)), { level: 9 }).length;

const manifest = () => JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

/** Every script a first visit loads until the page is hydrated and the network idle, at its gzip size. */
async function initialScripts(context: BrowserContext, key: string): Promise<{ path: string; gz: number }[]> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  // a prefetch hint (src/app/platform/prefetch-code.ts) is fetched as "other", never as a script: it runs
  // nothing and is not initial JS
  const idleImports = afterIdleImports(manifest());
  const idleChunks = afterIdleChunks(manifest());
  let idle = false;
  const prefetched = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (idleChunks.has(url.pathname)) idle = true;
    // what the after-idle chunk imports and the page had not loaded before it is after-idle work
    else if (idle && idleImports.has(url.pathname)) return;
    if (r.resourceType() === 'other') prefetched.add(url.pathname);
    // so is a file the idle prefetch fetched and the page then imports: a widget woken ahead of the tap
    // (src/app/platform/wake-ahead.ts); an `idle` widget's code is asked for before any prefetch
    else if (r.resourceType() === 'script' && url.origin === site(key) && !prefetched.has(url.pathname)) scripts.add(url.pathname);
  });
  await page.goto(`${site(key)}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  // the page's after-idle work (src/app/platform/after-idle.ts, and what it imports then) and the sampled
  // vitals reporter and compliance observer load once the page is alive and idle, in chunks of their own: not initial JS
  return [...scripts].filter((path) => !idleChunks.has(path)).map((path) => ({ path, gz: gzSize(path) }));
}

function expectWithinBudget(sizes: { path: string; gz: number }[]): void {
  const total = sizes.reduce((sum, s) => sum + s.gz, 0);
  expect(
    sizes.some((s) => s.path.includes('/entry-client-')),
    'the entry chunk is among the scripts',
  ).toBe(true);
  const table = sizes
    .sort((a, b) => b.gz - a.gz)
    .map((s) => `${(s.gz / 1024).toFixed(1).padStart(6)} kB ${s.path}`)
    .join('\n');
  expect(total, `${sizes.length} scripts:\n${table}`).toBeLessThanOrEqual(HOME_JS_LIMIT);
}

const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  test(`${key}: a first visit to home loads at most ${limitKb} kB gz of JavaScript`, async ({ browser }) => {
    expectWithinBudget(await initialScripts(await phoneContext(browser), key));
  });

  // a desktop user agent at a phone's or tablet's width (iPad's "desktop website"): the server guesses the
  // breakpoint from the width Chromium hints (src/server/player/client-hints.ts), not from the user agent
  for (const width of [390, 820]) {
    test(`${key}: a desktop user agent at ${width} px loads at most ${limitKb} kB gz of JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, userAgent: DESKTOP_UA });
      expectWithinBudget(await initialScripts(context, key));
    });
  }
}
