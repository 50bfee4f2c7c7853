import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asReturningPlayer, expect, test } from './fixtures.ts';
import { hydrated, phoneContext, site } from './helpers.ts';

/**
 * Issue 51 part 1: controls whose first tap needs no code of their own (docs/hydration.md, "What works before
 * the code"). With scripts off altogether, the language menu (an HTML popover) opens and closes, and a provider
 * chip (a GET form of the grid's filter) loads the filtered grid the server renders.
 */
const manifest = JSON.parse(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const chunkOf = (widget: string) => `/${manifest[`widgets/${widget}/Component.tsx`]?.file ?? `missing ${widget}`}`;

test('with no script at all the language picker opens its menu, and Escape closes it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asReturningPlayer(context);
  const page = await context.newPage();
  await page.goto(`${site('casino1')}/slots`);
  const menu = page.locator('.w-lang__menu');
  await expect(menu).toBeHidden();
  await page.locator('.w-lang__button').click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await context.close();
});

test('with no script at all a provider chip on /slots loads the grid filtered to its provider', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asReturningPlayer(context);
  const page = await context.newPage();
  await page.goto(`${site('casino1')}/slots`);
  // a provider among the games the server drew first: its filtered page has tiles to show
  const provider = (await page.locator('li[data-game]').first().getAttribute('data-game'))?.split('/')[0] ?? '';
  expect(provider).not.toBe('');
  await page.locator(`.w-lobbyfilter button[data-provider="${provider}"]`).click();
  // the search box's empty `q` travels with it: an empty value filters nothing (widgets/GameGrid/filter.ts)
  await expect(page).toHaveURL(new RegExp(`/slots\\?provider=${provider}(&q=)?$`));
  await expect(page.locator(`.w-lobbyfilter button[data-provider="${provider}"]`)).toHaveAttribute('aria-pressed', 'true');
  const games = await page.locator('li[data-game]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-game') ?? ''));
  expect(games.length).toBeGreaterThan(0);
  expect(games.filter((game) => !game.startsWith(`${provider}/`))).toEqual([]);
  // pressed again, the chip clears the filter
  await page.locator(`.w-lobbyfilter button[data-provider="${provider}"]`).click();
  await expect(page).toHaveURL(/\/slots\?provider=(&q=)?$/);
  await expect(page.locator('.w-lobbyfilter__all')).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('before the picker’s code is here (its chunk never arrives) a tap opens the language menu', async ({ browser }) => {
  const context = await phoneContext(browser);
  await asReturningPlayer(context);
  const page = await context.newPage();
  // the picker's own chunk never arrives; every other file does
  await page.route(`**${chunkOf('LanguageSwitcher')}`, () => {});
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await page.locator('.w-lang__button').tap();
  await expect(page.locator('.w-lang__menu')).toBeVisible();
  // the picker's own slot is still server HTML: the browser opened the menu
  expect(await page.locator('.w-lang__menu').evaluate((menu) => menu.closest('.hydrate-slot')?.hasAttribute('data-live'))).toBe(false);
  await context.close();
});

test('before the header’s code is here (its chunk never arrives) “Log in” opens the server’s dialog with the password field; Escape closes it and focus returns', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  await asReturningPlayer(context);
  const page = await context.newPage();
  // slot1 logs in with a modal
  await page.route(`**${chunkOf('Header')}`, () => {});
  await page.goto(`${site('slot1')}/`);
  await hydrated(page);
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await login.tap();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.locator('input[type="password"]')).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true);
  // the header is still its server HTML: the browser opened the dialog
  expect(await dialog.evaluate((el) => el.closest('.hydrate-slot')?.hasAttribute('data-live'))).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  await context.close();
});

test('with no script at all a guest’s “Log in” in the account strip leads to the login page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asReturningPlayer(context);
  const page = await context.newPage();
  // slot2 logs in on a page: the strip's entry is a link (src/session/LoginEntry.tsx)
  await page.goto(`${site('slot2')}/`);
  await page.locator('.w-account--guest').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  await context.close();
});
