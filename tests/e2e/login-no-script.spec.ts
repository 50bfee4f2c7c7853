import { asReturningPlayer, expect, test } from './fixtures.ts';
import { site } from './helpers.ts';

/**
 * Issue 51 "Must show", the header's "Log in" with no script at all (docs/hydration.md, "What works before
 * the code"): on a template that logs in with a modal the browser opens the server's <dialog> by its invoker
 * command, and on one that logs in on a page the link leads there; either way the password field is on screen
 * with no code. Logging in itself needs the script (the session lives in the browser's storage), so a submit
 * with none must only never put the password in an address.
 */
test('with no script at all a modal template’s “Log in” opens the server’s dialog with the password field; Escape closes it and focus returns', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asReturningPlayer(context);
  const page = await context.newPage();
  // casino1's template logs in with a modal (authEntry.loginAction "modal", from _casino.json)
  await page.goto(`${site('casino1')}/`);
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeHidden();
  await login.click();
  await expect(dialog.locator('input[type="password"]')).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  // its close button is an invoker command too
  await login.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // a submit with no script posts, so the password never travels in the address
  await login.click();
  await dialog.getByLabel('Account ID').fill('player1');
  await dialog.locator('input[type="password"]').fill('not-in-the-url-1');
  const sent = page.waitForRequest((request) => request.resourceType() === 'document' && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const request = await sent;
  expect(request.url()).not.toContain('not-in-the-url-1');
  expect(request.postData() ?? '').toContain('password=not-in-the-url-1');
  await context.close();
});

test('with no script at all a page template’s header “Log in” leads to the login page with the password field', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asReturningPlayer(context);
  const page = await context.newPage();
  // slot2's template logs in on a page (authEntry.loginAction "route"): the header's entry is a link
  await page.goto(`${site('slot2')}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  await context.close();
});
