import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, logIn, site } from './helpers.ts';

/**
 * Issue 52: GB's net position and session time on the game page (SessionStats, pack rule
 * ukgc-session-net-position). sportsbook1 is a UKGC demo brand (docs/compliance.md "The demo sites");
 * casino1 is PAGCOR's. The demo backend's balance does not move during a game, so the net position
 * is £0.00 until a balance answer changes (below, one answered with 3.20 more).
 */
const GAME = '/playnow?provider=JILI&game=session-stats&type=slot_game';
const REGION = 'This gaming session';

const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('a UKGC brand’s game page shows a signed-in player the session time running and the net position; a reload goes on counting', async ({ page }) => {
  const base = site('sportsbook1');
  await logIn(page, base);
  await page.goto(`${base}${GAME}`);
  await hydrated(page);
  const stats = page.getByRole('region', { name: REGION });
  await expect(stats).toBeVisible();
  const time = stats.getByTestId('session-time');
  const net = stats.getByTestId('session-net');
  await expect(net).toHaveText('£0.00');
  await expect(stats.getByText('Net position')).toBeVisible();
  await expect(stats.locator('dl')).toHaveAttribute('aria-live', 'off');
  const first = seconds((await time.textContent()) ?? '');
  await expect.poll(async () => seconds((await time.textContent()) ?? ''), { timeout: 10_000 }).toBeGreaterThanOrEqual(first + 2);
  expect(await time.textContent()).toMatch(/^\d+:\d\d$/);
  expect(await axeViolations(page, { include: '.w-session-stats', everyImpact: true })).toEqual([]);

  // the balance the backend answers after a reload is 3.20 more: the net position is now minus the launch's
  await page.route('**/api/auth/get_balance', async (route) => {
    // the test's own process cannot resolve *.localhost: the same request to the loopback address, for the same host
    const request = route.request();
    const url = new URL(request.url());
    try {
      const response = await route.fetch({ url: request.url().replace(url.hostname, '127.0.0.1'), headers: { ...request.headers(), host: url.host } });
      const body = (await response.json()) as { game_balance: number | string };
      await route.fulfill({ response, json: { ...body, game_balance: Number(body.game_balance) + 3.2 } });
    } catch {
      // the old page's 30-second refresh, cut off by the reload: nothing waits for it (the check below needs a new answer)
      await route.abort().catch(() => undefined);
    }
  });
  const before = seconds((await time.textContent()) ?? '');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: REGION }).getByTestId('session-net')).toHaveText('+£3.20');
  expect(seconds((await page.getByRole('region', { name: REGION }).getByTestId('session-time').textContent()) ?? '')).toBeGreaterThanOrEqual(before);
});

test('no session figures for a guest, nor on a brand whose regulator does not ask for them', async ({ page }) => {
  await page.goto(`${site('sportsbook1')}${GAME}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: REGION })).toHaveCount(0);

  const casino1 = site('casino1');
  await logIn(page, casino1);
  await page.goto(`${casino1}${GAME}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'session-stats' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: REGION })).toHaveCount(0);
  await expect(page.getByText('Net position')).toHaveCount(0);
});
