import { expect, test } from './fixtures.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';
import { startTestIdp, type TestIdp } from '../security/test-idp.ts';

/**
 * Single sign-on in the studio (issue 50), in Chromium against the real operator server and a real
 * OpenID provider (tests/security/test-idp.ts): the login screen's "Sign in with Test IdP", the
 * provider's sign-in form, and back in the studio with the grants the user's groups map to; a user
 * whose groups map to nothing is refused. The protocol's refusals are tests/security/sso.test.ts's.
 */
test.describe.configure({ mode: 'serial' });

const CLIENT = { client_id: 'studio', client_secret: 'studio client secret for the browser test' };
let idp: TestIdp;
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await startTestIdp({
    casey: { sub: 'sub-casey', preferred_username: 'casey', groups: ['casino-editors'] },
    nora: { sub: 'sub-nora', preferred_username: 'nora', groups: ['marketing'] },
  });
  fx = await startOperatorServer(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_GRANTS: JSON.stringify({ 'casino-editors': [{ role: 'editor', scope: ['casino1'] }] }),
      OIDC_LABEL: 'Test IdP',
    },
    {},
    [],
  );
  idp.register(`http://127.0.0.1:${fx.port}/api/sso/callback`, [CLIENT]);
});
test.afterAll(async () => {
  await fx?.stop();
  await idp?.close();
});

const studio = () => `http://127.0.0.1:${fx.port}/studio/`;

test('an operator signs in with the identity provider from the studio and lands in it with the grants their groups map to', async ({ page }) => {
  await page.goto(studio());
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByLabel('Username').fill('casey');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(studio());
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();
  await expect(page.locator('.topbar .account')).toHaveText('casey · editor');
  const session = await page.request.get(`http://127.0.0.1:${fx.port}/api/session`);
  expect(await session.json()).toMatchObject({ account: 'casey', grants: [{ role: 'editor', scope: ['casino1'] }] });
});

test('a user whose groups map to no grant is refused with noGrants, and the studio stays signed out', async ({ page }) => {
  await page.goto(studio());
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await page.getByLabel('Username').fill('nora');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${fx.port}/api/sso/callback\\?`));
  await expect(page.locator('body')).toContainText('"code":"noGrants"');
  await page.goto(studio());
  await expect(page.getByRole('link', { name: 'Sign in with Test IdP' })).toBeVisible();
  await expect(page.getByLabel('Account name')).toBeVisible();
});
