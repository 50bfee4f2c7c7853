import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated, rawRequest, site, submitDemoLogin, watchErrors } from './helpers.ts';

/** What the demo backend answers for slot2, straight from its API: the pages must show it. */
async function demoApi(path: string) {
  const startup = JSON.parse((await rawRequest('slot2', '/api/startup', { domain_name: 'slot2.localhost' })).text);
  const body = { domain_name: 'slot2.localhost', external_id: startup.site.external_id };
  return JSON.parse((await rawRequest('slot2', path, body)).text);
}

const html = (s: string) => s.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;');

/** Keeps the announcement dialog from covering what a test looks at. */
async function announcementsOff(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('test-announcements-set')) {
      localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 }));
      sessionStorage.setItem('test-announcements-set', '1');
    }
  });
}

test('promotions: marquee, carousel and promotions list are in the server HTML', async () => {
  const res = await rawRequest('slot2', '/promotions');
  expect(res.status).toBe(200);
  const [marquee, slides, announcements] = await Promise.all([
    demoApi('/api/home/marquee'),
    demoApi('/api/home/fetch_slide'),
    demoApi('/api/home/fetch_announment'),
  ]);
  expect(res.text).toContain(html(marquee.value[0].message));
  expect(res.text).toContain('aria-roledescription="carousel"');
  for (const slide of slides.value) expect(res.text).toContain(html(slide.title));
  expect(res.text).toContain(html(announcements.value[0].title));
  expect(res.text).toContain('Download the');
});

test('promotions: ?promo=<id> renders the detail view on the server and in the browser', async ({ page }) => {
  const announcements = await demoApi('/api/home/fetch_announment');
  const first = announcements.value[0];
  const res = await rawRequest('slot2', `/promotions?promo=announcement-${first.id}`);
  expect(res.text).toContain(html(first.content));
  await announcementsOff(page);
  const errors = watchErrors(page);
  await page.goto(`${site('slot2')}/promotions`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: `View details: ${first.title}` }).click();
  await expect(page).toHaveURL(/\?promo=announcement-/);
  await expect(page.getByRole('article', { name: first.title })).toContainText(first.content);
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page.getByRole('list', { name: 'Promotions' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the hero carousel has a pause control and labelled buttons', async ({ page }) => {
  await announcementsOff(page);
  await page.goto(`${site('slot2')}/promotions`);
  await page.waitForLoadState('networkidle');
  const carousel = page.getByRole('region', { name: 'Featured promotions' });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
});

test('the carousel never auto-advances when the player prefers reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await announcementsOff(page);
  await page.goto(`${site('slot2')}/promotions`);
  const carousel = page.getByRole('region', { name: 'Featured promotions' });
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.waitForTimeout(7000);
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('the announcement modal opens, closes with Escape, and stays closed after "don\'t show again" and reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('slot2')}/promotions`);
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  // shown by the server's HTML; Escape closes it once hydrated
  await hydrated(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(dialog).toBeVisible();
  await hydrated(page);
  await dialog.getByRole('button', { name: "Don't show again" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('list', { name: 'Promotions' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('leaderboard: winners, statistics, withdrawals and transactions are in the server HTML, names masked', async () => {
  const res = await rawRequest('slot2', '/leaderboard');
  expect(res.status).toBe(200);
  const [board, tx] = await Promise.all([demoApi('/api/settings/top10winner_withdrawal'), demoApi('/api/home/fetch_transactions')]);
  expect(res.text).toContain(html(board.value.winner[0].account_id));
  expect(res.text).toContain(html(board.value.winner[0].game_name));
  expect(res.text).toContain(html(board.value.withrawal[0].account_id));
  expect(res.text).toContain(new Intl.NumberFormat('en-US').format(board.value.registered_player));
  expect(res.text).toContain(`${html(tx.value[0].account_id)} ${tx.value[0].type === 'deposit' ? 'deposited' : 'withdrew'}`);
  expect(tx.value[0].account_id).toContain('*');
});

test('minigame: a guest sees the login entry; the demo player sees reward and token balances and can spin', async ({ page }) => {
  const errors = watchErrors(page);
  // slot2 logs in on a page: the guest's entry is a link to it (src/session/LoginEntry.tsx)
  await page.goto(`${site('slot2')}/minigame`);
  await expect(page.getByText('Log in to see your reward and token balances and to play.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in to play' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await submitDemoLogin(page, site('slot2'), { entry: 'this-page' });
  await expect(page).not.toHaveURL(/\/login/);
  const loadCalls: string[] = [];
  const onLoadCall = (r: Request) => {
    if (r.url().includes('/api/')) loadCalls.push(r.url());
  };
  page.on('request', onLoadCall);
  await page.goto(`${site('slot2')}/minigame`);
  await expect(page.getByTestId('minigame-frozen')).toHaveText('20');
  await expect(page.getByTestId('minigame-balance')).toHaveText('180');
  // the restored player's refresh (balance, VIP, favourites) and the widgets woken at idle belong to the page
  // load, not to the spin: on a loaded machine they start after 'networkidle', so wait for a quiet second
  await page.waitForLoadState('networkidle');
  for (let seen = -1, rounds = 0; seen !== loadCalls.length && rounds < 15; rounds++) {
    seen = loadCalls.length;
    await page.waitForTimeout(1_000);
  }
  page.off('request', onLoadCall);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByText(/The wheel stopped on [\d,]+ tokens \(demo\)\./)).toBeVisible({ timeout: 8000 });
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`content pages at ${width} px: no horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await announcementsOff(page);
    for (const path of ['/promotions', '/leaderboard', '/minigame']) {
      await page.goto(`${site('slot2')}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/content-${path.slice(1)}-${width}.png`, fullPage: true });
    }
  });
}
