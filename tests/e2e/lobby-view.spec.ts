import { expect, test, type Page } from './fixtures.ts';
import { holdEntryScript, hydrated, phoneContext, rawRequest, site } from './helpers.ts';

/**
 * Issue 32: a provider chip and the name search answer without the whole catalogue. The page's own
 * server cuts the views (src/server/player/lobby-view.ts): the first pages of every provider, prefetched after
 * idle, answer a chip from memory; a search asks for one page of matches. Text typed into the search
 * before the page's code ran is searched for once it runs.
 */

/** The announcement modal stays shut: this player said "don't show again" (cookie and layout state). */
async function dismissAnnouncements(page: Page, key: string): Promise<void> {
  await page.context().addCookies([{ name: 'ann_off', value: '1', url: site(key) }]);
  await page.addInitScript(() => localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 })));
}

interface ApiGame {
  provider_code: string;
  game_name: string;
}

async function slots(): Promise<ApiGame[]> {
  const startup = JSON.parse((await rawRequest('casino1', '/api/startup', { domain_name: 'casino1.localhost' })).text);
  const body = { domain_name: 'casino1.localhost', external_id: startup.site.external_id, game_type: 'slot_game' };
  return JSON.parse((await rawRequest('casino1', '/api/product/get_hot_games', body)).text).value;
}

/** The game-list requests a page makes from now on: the backend's whole list of a type (`…get_hot_games?game_type=slot_game`), and the lobby views. */
function listRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/product/get_hot_games') seen.push(`${url.pathname}?game_type=${(req.postDataJSON() as { game_type?: string }).game_type}`);
    if (url.pathname.startsWith('/__lobby/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** The slots category's whole list (1,920 games), which neither a chip nor a search may fetch. */
const WHOLE_SLOTS = '/api/product/get_hot_games?game_type=slot_game';

const tileNames = (page: Page) => page.locator('.w-gamegrid .w-tile__name').allInnerTexts();

test('after idle a provider chip on /slots shows its first page from memory: the server page size, no list fetched', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  const requests = listRequests(page);
  const isFirstPages = (url: string) => url.startsWith('/__lobby/first-pages?type=slot_game&');
  let answered = 0;
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (isFirstPages(`${url.pathname}${url.search}`)) answered += 1;
  });
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  const serverTiles = await page.locator('.w-gamegrid .w-tile').count();
  expect(serverTiles).toBe(24);
  // the after-idle prefetch asked for this grid's first pages once (the pages linked from here have
  // theirs loaded at rest too), and nothing asked for the whole category. On a busy machine the idle
  // work can start after the network has been quiet for a while, so wait for its answer, not for quiet.
  await expect.poll(() => answered, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isFirstPages)).toHaveLength(1);
  expect(requests.filter((r) => r === WHOLE_SLOTS)).toEqual([]);
  requests.length = 0;

  const games = await slots();
  const chip = page.locator('.w-lobbyfilter__provider').nth(2);
  await chip.tap();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => new Set(await page.locator('.w-gamegrid .w-tile__provider').allInnerTexts()).size).toBe(1);
  const provider = (await page.locator('.w-gamegrid .w-tile__provider').first().innerText()).trim();
  const expected = games.filter((g) => g.provider_code === provider).map((g) => g.game_name);
  expect(expected.length).toBeGreaterThan(24);
  // the first page as the server would cut it: the provider's first 24 games, in list order
  expect(await tileNames(page)).toEqual(expected.slice(0, 24));
  // what the chip could have asked for: its grid's view of the provider, the grid's first pages again, or the
  // whole category (the idle work may still be loading the linked pages' data: theirs are not the chip's)
  const chips = requests.filter(
    (r) => r === WHOLE_SLOTS || r.startsWith('/__lobby/first-pages?type=slot_game&') || (r.includes('type=slot_game') && r.includes(`provider=${provider}&`)),
  );
  expect(chips, 'the chip fetched nothing').toEqual([]);
  await expect(page.locator('.w-gamegrid [aria-live="polite"]')).toHaveText(new RegExp(`\\b${expected.length}\\b`));
  await context.close();
});

test('a search asks the page server for one page of matches, never the whole catalogue', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  const requests = listRequests(page);
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  requests.length = 0;
  const matching = (await slots()).filter((g) => g.game_name.toLowerCase().includes('ko')).map((g) => g.game_name);
  expect(matching.length).toBeGreaterThan(0);

  await page.locator('.w-gamegrid input[type="search"]').tap();
  await page.keyboard.type('ko', { delay: 50 });
  await expect.poll(() => tileNames(page)).toEqual(matching.slice(0, 24));
  await expect(page.locator('.w-gamegrid [aria-live="polite"]')).toHaveText(new RegExp(`\\b${matching.length}\\b`));
  expect(requests.some((r) => r.startsWith('/__lobby/games?') && new URLSearchParams(r.split('?')[1]).get('q') === 'ko')).toBe(true);
  expect(requests.filter((r) => r === WHOLE_SLOTS)).toEqual([]);
  await expect(page).toHaveURL(/[?&]q=ko\b/);
  await context.close();
});

test('a search shows the matches among the tiles the grid has as the player types, then the server’s page of them', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const shownBefore = await tileNames(page);
  const ko = (name: string) => name.toLowerCase().includes('ko');
  const early = shownBefore.filter(ko);
  const matching = (await slots()).filter((g) => ko(g.game_name)).map((g) => g.game_name);
  expect(early.length, 'the first screenful holds a match').toBeGreaterThan(0);
  expect(matching.length, 'and the catalogue more of them').toBeGreaterThan(early.length);
  // the server's page of matches is held until the grid has shown what it had
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__lobby/games?*', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });

  await page.locator('.w-gamegrid input[type="search"]').tap();
  await page.keyboard.type('ko', { delay: 50 });
  await expect.poll(() => tileNames(page)).toEqual(early);
  await expect(page.locator('section.w-gamegrid[aria-busy="true"]')).toBeAttached();
  await expect(page.locator('.w-gamegrid__list--pending')).toHaveCount(0);
  release();
  await expect.poll(() => tileNames(page)).toEqual(matching.slice(0, 24));
  await expect(page.locator('section.w-gamegrid[aria-busy="true"]')).toHaveCount(0);
  await context.close();
});

test('text typed into the search before the page is live is searched for once it is, with the caret where it was', async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissAnnouncements(page, 'casino1');
  // the page's code waits until the player has typed
  const release = await holdEntryScript(page);
  await page.goto(`${site('casino1')}/slots`, { waitUntil: 'domcontentloaded' });
  const box = page.locator('.w-gamegrid input[type="search"]');
  await box.tap();
  await page.keyboard.type('kox', { delay: 30 });
  await page.keyboard.press('ArrowLeft');
  expect(await page.locator('html[data-hydrated]').count(), 'typed before hydration').toBe(0);
  release();
  await hydrated(page);

  const matching = (await slots()).filter((g) => g.game_name.toLowerCase().includes('kox'));
  expect(matching).toEqual([]);
  // "kox" matches nothing: the grid says so, and the caret is still before the x
  await expect(page.locator('.w-gamegrid')).toContainText('No games match your filters.');
  await expect(box).toHaveValue('kox');
  await expect(box).toBeFocused();
  expect(await box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([2, 2]);
  // the player goes on typing where the caret is
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Delete');
  await expect(box).toHaveValue('k');
  await page.keyboard.type('o');
  const ko = (await slots()).filter((g) => g.game_name.toLowerCase().includes('ko')).map((g) => g.game_name);
  await expect.poll(() => tileNames(page)).toEqual(ko.slice(0, 24));
  await context.close();
});
