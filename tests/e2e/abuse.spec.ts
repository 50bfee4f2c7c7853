import { expect, test } from './fixtures.ts';
import { hydrated, rawRequest, site } from './helpers.ts';

/** Issue 17 as the player sees it: refused attempts explained in their language, a logout the server honours. */

test('after too many wrong passwords the login answers 429 and the player reads why', async ({ page }) => {
  await page.goto(`${site('casino4')}/`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Account ID').fill('lockedout7');
  await dialog.getByLabel('Password').fill('Wrong-pass1');
  // an account nobody else uses: its lock touches no other test (an unknown account counts like a known one)
  const body = { account_id: 'lockedout7', password: 'Wrong-pass1', domain_name: 'casino4.localhost', external_id: 'ext-casino4' };
  for (let i = 0; i < 5; i++) expect(JSON.parse((await rawRequest('casino4', '/api/auth/login', body)).text).statusMessage).toBe('invalidCredentials');
  const refused = await rawRequest('casino4', '/api/auth/login', body);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toContainText('Too many attempts. Please wait a moment and try again.');
});

test('the 429 message is translated (casino1 in Chinese)', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: { statusCode: -429, statusMessage: 'tooManyAttempts' } }),
  );
  await page.goto(`${site('casino1')}/cn/login`);
  await hydrated(page);
  const form = page.locator('main form');
  await form.locator('input[name="account_id"]').fill('demo');
  await form.locator('input[name="password"]').fill('demo1234');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog')).toContainText('尝试次数过多，请稍候再试。');
});

test('logout revokes the token on the server, not only in the browser', async ({ page }) => {
  await page.goto(`${site('casino4')}/`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Account ID').fill('demo');
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const balance = () =>
    rawRequest('casino4', '/api/auth/get_balance', { auth: token, account_id: 'demo' }).then(
      (r) => JSON.parse(r.text) as { statusCode: number; statusMessage: string },
    );
  expect((await balance()).statusCode).toBe(1);
  const loggedOut = page.waitForRequest('**/api/auth/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await loggedOut;
  await expect.poll(async () => (await balance()).statusMessage).toBe('invalidAuth');
  // a token is bound to its site: the same player's slot2 API does not take it either
  expect(JSON.parse((await rawRequest('slot2', '/api/auth/get_balance', { auth: token, account_id: 'demo' })).text).statusMessage).toBe('invalidAuth');
});
