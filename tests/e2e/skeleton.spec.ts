import { expect, test } from './fixtures.ts';
import { rawRequest, site, watchErrors } from './helpers.ts';

test('the home page is server-rendered with the site name and games from the demo database', async () => {
  // slot2 is a prefix_and_default site: "/" goes to "/en" first
  const redirect = await rawRequest('slot2', '/');
  expect(redirect.status).toBe(302);
  const res = await rawRequest('slot2', String(redirect.headers.location));
  expect(res.status).toBe(200);
  const html = res.text;
  const startup = JSON.parse((await rawRequest('slot2', '/api/startup', { domain_name: 'slot2.localhost' })).text);
  expect(html).toContain(startup.site.site_name);
  const games = JSON.parse(
    (await rawRequest('slot2', '/api/product/get_hot_games', { domain_name: 'slot2.localhost', external_id: startup.site.external_id, game_type: 'slot_game' }))
      .text,
  );
  expect(games.value.length).toBeGreaterThan(0);
  const escaped = games.value[0].game_name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
  expect(html).toContain(escaped);
});

test('hydration logs no console error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('casino1')}/`);
  await expect(page.locator('body[data-template="casino1"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Slots/ }).first().click();
  await expect(page).toHaveURL(/\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the three demo sites show three different names and templates', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const key of ['casino1', 'slot2', 'sportsbook1']) {
    await page.goto(`${site(key)}/`);
    const name = await page.locator('.w-header__name').innerText();
    const template = await page.locator('body').getAttribute('data-template');
    const family = await page.locator('body').getAttribute('data-family');
    expect(template).toBe(key);
    seen.set(key, `${name}|${family}`);
  }
  const names = [...seen.values()].map((v) => v.split('|')[0]);
  const families = [...seen.values()].map((v) => v.split('|')[1]);
  expect(new Set(names).size).toBe(3);
  expect(new Set(families).size).toBe(3);
});

test('an unknown path answers 404 with the path in the message and a way home', async ({ page }) => {
  const res = await page.goto(`${site('casino1')}/no-such-page`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found: /no-such-page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${site('casino1')}/`);
});
