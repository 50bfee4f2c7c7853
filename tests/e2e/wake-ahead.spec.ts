import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asReturningPlayer, expect, test } from './fixtures.ts';
import { hydrated, phoneContext, site } from './helpers.ts';

/**
 * Issue 32: once a page is idle and the code of its deferred widgets is prefetched, those widgets come
 * alive one at a time ahead of the tap (src/app/platform/wake-ahead.ts), so a tap lands on a live widget:
 * nothing to fetch or evaluate, no fresh render. With Save-Data nothing is done ahead
 * (tests/e2e/hydration.spec.ts watches the plans alone that way).
 */
const manifest = JSON.parse(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const chunkOf = (widget: string) => `/${manifest[`widgets/${widget}/Component.tsx`]?.file ?? `missing ${widget}`}`;

test('after idle the language menu and the chat launcher come alive untouched; a tap then needs no script', async ({ browser }) => {
  const context = await phoneContext(browser);
  // no first-visit announcement over the page
  await asReturningPlayer(context);
  const page = await context.newPage();
  // the idle prefetch's files (fetched as "other"); a script the tap then asks for comes from that cache
  const prefetched = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'other') prefetched.add(new URL(r.url()).pathname);
  });
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await expect(page.locator('.w-lang__button'), 'server HTML at first').toBeVisible();
  await expect(page.locator('.hydrate-slot[data-live] .w-lang__button')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('.hydrate-slot[data-live] .w-aichat__launcher')).toBeAttached({ timeout: 20_000 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.locator('.w-lang__button').tap();
  await expect(page.locator('.w-lang__menu')).toBeVisible();
  // the widget's own code was evaluated before the tap; the menu may still ask for the language's full messages
  expect(
    scripts.filter((path) => !prefetched.has(path)),
    'no script downloaded for the tap',
  ).toEqual([]);
  // (other slots on the screen may still be coming alive meanwhile, one at a time)
  for (const widget of ['Header', 'LanguageSwitcher']) expect(scripts, `${widget}'s code evaluated for the tap`).not.toContain(chunkOf(widget));
  await context.close();
});

test('a prefetched file that never arrives does not keep the widgets from coming alive ahead of the tap', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser);
  await asReturningPlayer(context);
  const page = await context.newPage();
  // the chat panel's code (prefetched after idle) hangs: the prefetch never finishes
  await page.route(/\/assets\/Panel-[\w-]+\.js$/, () => new Promise<void>(() => {}));
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await expect(page.locator('.hydrate-slot[data-live] .w-lang__button')).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('.hydrate-slot[data-live] .w-aichat__launcher')).toBeAttached({ timeout: 30_000 });
  await context.close();
});
