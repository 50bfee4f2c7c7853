import { expect, test } from './fixtures.ts';
import { hydrated, rawRequest, site, watchErrors } from './helpers.ts';
import routes from '../../site-configs/routes.json' with { type: 'json' };

test('every route answers 200 with server-rendered content on the three demo sites; unknown paths 404', async () => {
  test.setTimeout(180_000);
  for (const key of ['casino1', 'slot2', 'sportsbook1']) {
    for (const { path } of routes.routes) {
      let res = await rawRequest(key, path);
      if (path === '/' && res.status === 302) {
        // prefix_and_default sites send "/" to the language's own prefix, as @nuxtjs/i18n does
        expect(res.headers.location).toMatch(/^\/[a-z]+$/);
        res = await rawRequest(key, String(res.headers.location));
      }
      expect(res.status, `${key} ${path}`).toBe(200);
      expect(res.text, `${key} ${path}`).toContain(`data-template="${key}"`);
      expect(res.text, `${key} ${path}`).toMatch(/<header class="w-header/);
    }
    const missing = await rawRequest(key, '/that-path');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found: /that-path');
  }
});

test('the maintenance and invalid-theme pages mark themselves hydrated like every other page', async ({ page }) => {
  for (const key of ['maintenance', 'broken']) {
    const errors = watchErrors(page);
    const response = await page.goto(`${site(key)}/`);
    // a site that cannot serve its pages answers 503 with Retry-After (docs/quality.md)
    expect(response?.status(), key).toBe(503);
    await expect(page.locator('main[data-problem]')).toBeVisible();
    await hydrated(page);
    expect(await page.locator('html').getAttribute('data-hydrated'), key).toBe('true');
    // the browser reports the document's own 503 as an error line; nothing else may fail
    expect(
      errors.filter((e) => !e.includes('status of 503')),
      key,
    ).toEqual([]);
  }
});

test('a site per template key is servable', async () => {
  const keys = [
    ...Array.from({ length: 9 }, (_, i) => `casino${i + 1}`),
    ...Array.from({ length: 9 }, (_, i) => `slot${i + 1}`),
    ...Array.from({ length: 4 }, (_, i) => `sportsbook${i + 1}`),
  ];
  for (const key of keys) {
    const res = await rawRequest(key, '/');
    expect([200, 302], key).toContain(res.status);
    const page = res.status === 302 ? await rawRequest(key, String(res.headers.location)) : res;
    expect(page.status, key).toBe(200);
    expect(page.text, key).toContain(`data-template="${key}"`);
  }
});

test('the theme colour decides the CSS custom properties; an unknown theme_code shows invalidThemeCode; maintenance is bare', async () => {
  const a = await rawRequest('casino1', '/');
  const b = await rawRequest('casino2', '/');
  const primary = (html: string) => /--color-primary:([^;]+);/.exec(html)?.[1];
  expect(primary(a.text)).toBeTruthy();
  expect(primary(a.text)).not.toBe(primary(b.text));

  const broken = await rawRequest('broken', '/');
  expect(broken.text).toContain('data-problem="invalidThemeCode"');
  expect(broken.text).toContain('This site is not set up yet');
  const maintenance = await rawRequest('maintenance', '/');
  expect(maintenance.text).toContain('data-problem="maintenance"');
  expect(maintenance.text).not.toContain('w-header');
});

/** site-configs/pages/casino.json: columns 1, at mobileWide 2, tablet 3, desktop 4 (min-width cascade). */
for (const [width, columns] of [
  [375, 1],
  [430, 2],
  [768, 3],
  [1280, 4],
] as const) {
  test(`at ${width} px the grid shows ${columns} columns, and the viewport cookie is written`, async ({ page, context }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site('casino1')}/casino`);
    const list = page.locator('.w-gamegrid__list, [data-testid="game-grid"]').first();
    await expect(list).toBeVisible();
    await hydrated(page);
    await expect.poll(() => list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(columns);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'viewport')).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.secure).toBe(true);
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(errors).toEqual([]);
  });
}

test('the rewards icon shows only with gamify_status, opens the minigame in a new tab, and can be closed', async ({ page }) => {
  await page.goto(`${site('slot2')}/`);
  await hydrated(page);
  const link = page.getByRole('link', { name: /Rewards/ });
  await expect(link).toHaveAttribute('href', '/minigame');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Hide the rewards icon' }).click();
  await expect(link).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: /Rewards/ })).toBeHidden();

  await page.goto(`${site('sportsbook1')}/`);
  await expect(page.locator('.w-floating')).toBeVisible();
  await expect(page.getByRole('link', { name: /Rewards/ })).toHaveCount(0);
});

test("the live-chat button loads the vendor's script only when the player reaches for it, and opens the chat", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/livechat-demo.js') scripts.push(r.url());
  });
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Live chat' });
  await expect(button).toHaveAttribute('data-state', 'idle');
  // a first visit carries none of the third party's code
  expect(scripts).toEqual([]);
  await button.hover();
  await expect(button).toHaveAttribute('data-state', 'ready');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toContain('license=');
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
  expect(scripts).toHaveLength(1);
});

test('a live-chat script that cannot load sends the player to the contact page', async ({ page }) => {
  await page.route('**/livechat-demo.js*', (route) => route.abort());
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('the partners panel collapses with its arrow and lists every partner in a modal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Collapse the partners panel' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show the partners panel' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Show the partners panel' }).click();
  await page.locator('.w-partners__all').click();
  const dialog = page.getByRole('dialog', { name: 'Our partners' });
  await expect(dialog.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
