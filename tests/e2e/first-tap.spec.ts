import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { holdEntryScript, hydrated, navigable, phoneContext, site, withoutInvokerCommands, withSaveData } from './helpers.ts';

/**
 * Issue 32: nothing waits for code that could have been fetched. Once a page is idle its deferred
 * widgets' code, the login and register pages' and the API client's are prefetched at low priority
 * (`<link rel="prefetch">`, src/app/platform/prefetch-code.ts): a tap then finds them in the cache, and a
 * filter waits on the network for its list alone. A tap on server HTML whose code is still loading shows it
 * was taken at once.
 */

const dist = process.env.DIST_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const fileOf = (key: string) => {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`no ${key} in the build manifest`);
  return `/${file}`;
};

/** The announcement modal stays shut: this player said "don't show again" (cookie and layout state). */
async function dismissAnnouncements(page: Page, key: string): Promise<void> {
  await page.context().addCookies([{ name: 'ann_off', value: '1', url: site(key) }]);
  await page.addInitScript(() => localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 })));
}

/**
 * Every file the idle prefetch asked for has arrived. The prefetch is paced (two files at a time, held while
 * the player acts): on a loaded machine a pause between two files can outlast the network-idle wait.
 */
async function prefetchDone(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const fetched = new Set(
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.responseEnd > 0).map((e) => e.name),
          );
          return [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].filter((l) => !fetched.has(l.href)).map((l) => l.href);
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

test('after idle the code of a first tap is prefetched, and the tap on "Log in" downloads no script', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  const header = fileOf('widgets/Header/Component.tsx');
  const login = fileOf('widgets/LoginPanel/Component.tsx');
  await expect(page.locator(`link[rel="prefetch"][href="${header}"]`)).toBeAttached({ timeout: 15_000 });
  await expect(page.locator(`link[rel="prefetch"][href="${login}"]`)).toBeAttached();
  expect(await page.locator('link[rel="prefetch"]').first().getAttribute('fetchpriority')).toBe('low');
  // the route loaders are not prefetched but evaluated at rest first of all: then links navigate in the page
  await navigable(page);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  expect(scripts).toContain(fileOf('src/app/loaders.ts'));
  await prefetchDone(page);
  await page.waitForLoadState('networkidle');

  const tappedAt = await page.evaluate(() => performance.now());
  // casino1 logs in with a modal: the header's server-rendered dialog (widgets/Header/LoginDialog.tsx)
  await page.locator('.w-header').getByRole('button', { name: 'Log in' }).first().tap();
  await expect(page.getByRole('dialog', { name: 'Log in' }).locator('input[type="password"]')).toBeVisible();
  const downloaded = await page.evaluate(
    (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= since && new URL(e.name).pathname.endsWith('.js') && e.transferSize > 0)
        .map((e) => new URL(e.name).pathname),
    tappedAt,
  );
  expect(downloaded, 'every script the tap needed came from the cache').toEqual([]);
  await context.close();
});

test('once the page is at rest the code of a navigation is compiled ahead: a tap on "Sign up" asks for no script at all', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  // the last page loaded at rest is VIP's (the sixth the page links to): the idle work is done after it
  const ladder = page.waitForResponse((r) => r.url().endsWith('/api/auth/vip_before_login'), { timeout: 45_000 });
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  // the after-idle work (src/app/platform/after-idle.ts): the route loaders evaluated first, then the
  // register page's widgets `modulepreload`ed, fetched from the cache and compiled before any tap
  await navigable(page);
  const register = fileOf('widgets/RegisterForm/Component.tsx');
  await expect(page.locator(`link[rel="modulepreload"][href="${register}"]`)).toBeAttached({ timeout: 30_000 });
  await ladder;
  await page.waitForLoadState('networkidle');

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') asked.push(new URL(r.url()).pathname);
  });
  await page.locator('.w-header').getByRole('link', { name: 'Sign up' }).first().tap();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  expect(asked, 'the tap evaluated code already compiled: not even a read from the cache').toEqual([]);
  await context.close();
});

test('once the page is at rest the data of the first linked pages is loaded ahead: a tap on "VIP" asks the backend for nothing', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  const ladder = page.waitForResponse((r) => r.url().endsWith('/api/auth/vip_before_login'), { timeout: 45_000 });
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  // the VIP page's own call, made at rest by its loader (src/app/platform/after-idle.ts loadPageAhead)
  expect((await ladder).status()).toBe(200);
  await page.waitForLoadState('networkidle');

  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/assets/')) asked.push(pathname);
  });
  await page.locator('nav[aria-label="Main menu"] a[href$="/vip"]').first().tap();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.locator('main .w-vip__table')).toBeVisible();
  expect(asked, 'the VIP page rendered from the answers loaded ahead').toEqual([]);
  await context.close();
});

test('a tap on server HTML whose code is still loading is pressed at once, and answered once the code is here', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const header = fileOf('widgets/Header/Component.tsx');
  await page.route(`**${header}`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  // slot1 logs in with a modal: its header's "Log in" is a button, which needs the header's code in a browser
  // without invoker commands (elsewhere it opens the server's dialog by itself: before-code.spec.ts)
  await withoutInvokerCommands(page);
  await dismissAnnouncements(page, 'slot1');
  await page.goto(`${site('slot1')}/`);
  await hydrated(page);
  const button = page.locator('.w-header').getByRole('button', { name: 'Log in' }).first();
  await button.click();
  await expect(page.locator('.w-header [data-pressed]'), 'the button shows the press while the code loads').toBeAttached();
  expect(await page.locator('.w-header [data-pressed]').evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
  release();
  // the fallback modal (src/app/SessionHost.tsx) fetches its panel's code when it opens: slow on a loaded machine
  await expect(page.getByRole('dialog', { name: 'Log in' }).locator('input[type="password"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-pressed]')).toHaveCount(0);
});

test('a route link in a header still server HTML is followed at once: the header\u2019s code is not waited for', async ({ page }) => {
  const header = fileOf('widgets/Header/Component.tsx');
  // the header's code never arrives: the links in its server HTML do not need it
  await page.route(`**${header}`, () => {});
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await navigable(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.w-header').getByRole('link', { name: 'VIP', exact: true }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  // the register page last: it may open a dialog of its own over the header
  await page.locator('.w-header').getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'client navigations, no document load').toBe(true);
  await expect(page.locator('.w-header').first(), 'the header is still its server HTML').not.toHaveAttribute('data-live');
  expect(await page.locator('.hydrate-slot[data-live] .w-header').count()).toBe(0);
});

test('after idle a provider chip on /slots waits on the network for the list alone: every script it needs is cached', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  // on a phone the grid is still server HTML: the tap wakes it (its code, the API client, the list, the virtualiser)
  await expect(page.locator(`link[rel="prefetch"][href="${fileOf('widgets/GameGrid/VirtualRows.tsx')}"]`)).toBeAttached({ timeout: 15_000 });
  await prefetchDone(page);
  await page.waitForLoadState('networkidle');
  const tappedAt = await page.evaluate(() => performance.now());
  const chip = page.locator('.w-lobbyfilter__provider').nth(2);
  await chip.tap();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => new Set(await page.locator('.w-tile__provider').allInnerTexts()).size).toBe(1);
  const downloaded = await page.evaluate(
    (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= since && e.transferSize > 0 && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    tappedAt,
  );
  expect(downloaded, 'no script came over the network after the tap').toEqual([]);
  await context.close();
});

test('a client navigation shows at once that it is under way, until the new page is in', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await dismissAnnouncements(page, 'casino1');
  // Save-Data: the idle prefetch does not fetch /vip's tree ahead, so the navigation has to
  await withSaveData(page);
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  // under Save-Data links navigate in the page once the idle work has started (src/app/plain-links.ts)
  await navigable(page);
  // the page's tree is one of the loads of a client navigation: held, the navigation stays under way
  await page.route('**/__config/**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.getByRole('banner').getByRole('link', { name: 'VIP', exact: true }).first().click();
  await expect(page.locator('html[data-navigating]')).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.body, '::before').height)).toBe('3px');
  release();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.locator('html[data-navigating]')).toHaveCount(0);
});

test('a tap on the modal \u201cLog in\u201d before the scripts have started opens the server\u2019s dialog at once, and the live header keeps it open with what was typed', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await dismissAnnouncements(page, 'slot1');
  // the held entry script keeps the load event from firing: the page is there once its HTML is
  await page.goto(`${site('slot1')}/`, { waitUntil: 'domcontentloaded' });
  const button = page.locator('.w-header').getByRole('button', { name: 'Log in' }).first();
  await button.click();
  // an invoker command (commandfor, widgets/Header/LoginDialog.tsx): the browser opens it, the bootstrap leaves the click alone
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.locator('input[type="password"]')).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expect(button, 'nothing held, so nothing shown pressed').not.toHaveAttribute('data-pressed');
  await expect(page.locator('html[data-hydrated]'), 'the page is not live yet').toHaveCount(0);
  await dialog.getByLabel('Account ID').fill('early-player');
  release();
  await hydrated(page);
  // the typed field wakes the header at hydration (docs/hydration.md, "The player's first input is not lost")
  await expect(page.locator('.hydrate-slot[data-live] .w-header').first()).toBeAttached({ timeout: 20_000 });
  // the click was not replayed: one dialog, the server's, still open, with what was typed
  await expect(dialog).toHaveCount(1);
  await expect(dialog.getByLabel('Account ID')).toHaveValue('early-player');
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expect(page.locator('[data-pressed]')).toHaveCount(0);
});

test('without invoker commands a tap on the modal \u201cLog in\u201d before the scripts have started is held, shown pressed, and answered once the page is live', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  // a browser where the button cannot open the dialog by itself: its click handler opens the modal of src/app/SessionHost.tsx
  await withoutInvokerCommands(page);
  await dismissAnnouncements(page, 'slot1');
  await page.goto(`${site('slot1')}/`, { waitUntil: 'domcontentloaded' });
  const button = page.locator('.w-header').getByRole('button', { name: 'Log in' }).first();
  await button.click();
  await expect(button).toHaveAttribute('data-pressed', '');
  await expect(page.getByRole('dialog', { name: 'Log in' }), 'nothing opens before the code').toHaveCount(0);
  release();
  await hydrated(page);
  // the fallback modal (src/app/SessionHost.tsx) fetches its panel's code when it opens: slow on a loaded machine
  await expect(page.getByRole('dialog', { name: 'Log in' }).locator('input[type="password"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-pressed]')).toHaveCount(0);
});

test('a client navigation shows its page before the page\u2019s SEO record; the title follows it', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await navigable(page);
  const home = await page.title();
  await page.route('**/api/seo**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  // a page the idle work did not load ahead (src/app/platform/after-idle.ts LINKED_PAGES): its record is asked for at the tap
  await page.locator('nav[aria-label="Game categories"] a[href$="/fishing"]').first().click();
  await expect(page).toHaveURL(/\/fishing$/);
  await expect(page.locator('html[data-navigating]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const waiting = await page.title();
  release();
  await expect.poll(() => page.title()).not.toBe(waiting);
  expect(await page.title()).not.toBe(home);
});

test('a router link tapped before the navigation\u2019s code is in memory is followed by the browser: the player lands where they tapped', async ({ page }) => {
  // the code that evaluates the navigation's code at rest never arrives: links stay plain links
  await page.route(`**${fileOf('src/app/platform/after-idle.ts')}`, () => {});
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'VIP', exact: true }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await hydrated(page);
  expect(await page.evaluate(() => 'sameDocument' in window), 'a document load').toBe(false);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('html[data-client-navigation]')).toHaveCount(0);
});

test('once the navigation\u2019s code is in memory, a router link navigates in the page', async ({ page }) => {
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await navigable(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'VIP', exact: true }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'no document load').toBe(true);
});

test('a guest\u2019s heart tapped before the scripts have started leads to the login page at once', async ({ page }) => {
  await page.route('**/assets/entry-client-*.js', () => {});
  // slot2's template logs in on a page (authEntry.loginAction "route"); casino1's with a modal: below
  await dismissAnnouncements(page, 'slot2');
  await page.goto(`${site('slot2')}/`, { waitUntil: 'domcontentloaded' });
  await page.locator('.w-tile__fav').first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[type="password"]')).toBeVisible();
});

test('a guest\u2019s heart tapped before the navigation\u2019s code is in memory is a document load of the login page', async ({ page }) => {
  await page.route(`**${fileOf('src/app/platform/after-idle.ts')}`, () => {});
  await dismissAnnouncements(page, 'slot2');
  await page.goto(`${site('slot2')}/`);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.w-tile__fav').first().click();
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  expect(await page.evaluate(() => 'sameDocument' in window), 'a document load').toBe(false);
  await expect(page.locator('input[type="password"]')).toBeVisible();
});

test('on a template that logs in with a modal a guest\u2019s heart opens the login dialog and stays on the page', async ({ page }) => {
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await page.locator('.w-tile__fav').first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' }).locator('input[type="password"]')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${site('casino1')}/`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test('a provider chip tapped before the scripts have started answers from the server\u2019s tiles; the live grid then draws the filter itself', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto(`${site('casino1')}/slots`, { waitUntil: 'domcontentloaded' });
  const grid = page.locator('section.w-gamegrid').filter({ has: page.locator('.w-lobbyfilter') });
  const chip = grid.locator('.w-lobbyfilter__provider').nth(1);
  const code = await chip.getAttribute('data-provider');
  expect(code).toBeTruthy();
  const providers = () =>
    grid.locator('.w-tile').evaluateAll((tiles) => tiles.filter((t) => t.getClientRects().length > 0).map((t) => t.getAttribute('data-game')?.split('/')[0]));
  expect(new Set(await providers()).size, 'the server drew more than one provider').toBeGreaterThan(1);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const early = await providers();
  expect(early.length).toBeGreaterThan(0);
  expect(new Set(early)).toEqual(new Set([code]));
  release();
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`provider=${code}`));
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [...new Set(await providers())]).toEqual([code]);
  await expect(grid.locator('.w-tile[hidden]'), 'nothing of the early answer is left').toHaveCount(0);
});

test('on a live page a provider chip on a grid still asleep shows its press as the finger lands and answers from the server\u2019s tiles at the click', async ({
  page,
}) => {
  // the grid's code never arrives: what the player sees is the bootstrap's and the sleeping slot's alone
  let held = false;
  await page.route(`**${fileOf('widgets/GameGrid/Component.tsx')}`, () => {
    held = true;
  });
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  const grid = page.locator('section.w-gamegrid').filter({ has: page.locator('.w-lobbyfilter') });
  await expect(grid.locator('xpath=..'), 'the grid is still server HTML').not.toHaveAttribute('data-live', '');
  const chip = grid.locator('.w-lobbyfilter__provider').nth(1);
  const code = await chip.getAttribute('data-provider');
  const box = await chip.boundingBox();
  if (!box || !code) throw new Error('no chip');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(chip, 'pressed before the click').toHaveAttribute('data-pressed', '');
  await page.mouse.up();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const shown = await grid
    .locator('.w-tile')
    .evaluateAll((tiles) => tiles.filter((t) => t.getClientRects().length > 0).map((t) => t.getAttribute('data-game')?.split('/')[0]));
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set([code]));
  expect(held, 'the grid asked for its code').toBe(true);
});

test('a finger on a provider chip of a grid still asleep: its code is asked for after the frame that shows the press, each file once', async ({ browser }) => {
  const context = await phoneContext(browser);
  // Save-Data: the idle work prefetches nothing and wakes no widget ahead, so the grid is asleep at the tap
  await withSaveData(context);
  const page = await context.newPage();
  // a finger's pointerover, pointerdown and touchstart come in one task: the links the page has as the first
  // of them starts and as the last starts (after every listener of the other two) tell what that task added
  await page.addInitScript(() => {
    const links = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    const seen: Record<string, number> = {};
    addEventListener('pointerover', () => (seen.over ??= links()), { capture: true, passive: true });
    addEventListener('touchstart', () => (seen.touch ??= links()), { capture: true, passive: true });
    Object.assign(window, { linksSeen: seen });
  });
  const idleWork = page.waitForResponse((r) => new URL(r.url()).pathname === fileOf('src/app/platform/after-idle.ts'));
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await idleWork;
  // the idle work's own listener (src/app/platform/after-idle.ts preloadSlotOnPointer) is set in its first tasks
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  const grid = page.locator('section.w-gamegrid').filter({ has: page.locator('.w-lobbyfilter') });
  await expect(grid.locator('xpath=..'), 'the grid is still server HTML').not.toHaveAttribute('data-live', '');
  const component = fileOf('widgets/GameGrid/Component.tsx');
  await expect(page.locator(`link[rel="modulepreload"][href="${component}"]`), 'not asked for before the tap').toHaveCount(0);
  const box = await grid.locator('.w-lobbyfilter__provider').nth(1).boundingBox();
  if (!box) throw new Error('no chip');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator(`link[rel="modulepreload"][href="${component}"]`), 'asked for at the tap').toHaveCount(1);
  const seen = await page.evaluate(() => (window as unknown as { linksSeen: Record<string, number> }).linksSeen);
  expect(seen.touch, 'no link added in the task of the touch').toBe(seen.over);
  // the page's preload script and the idle work both ask for the grid's files: each has one link
  await page.waitForTimeout(500);
  const hrefs = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  await context.close();
});
