import { expect, test, type Page } from './fixtures.ts';
import { englishPrefix, hydrated, logIn, site as siteOrigin, submitDemoLogin, watchErrors } from './helpers.ts';

/** A site's origin plus its English prefix, so labels read as the assertions expect. */
const prefixes = new Map<string, string>();
async function englishSite(key: string): Promise<string> {
  if (!prefixes.has(key)) prefixes.set(key, await englishPrefix(key));
  return `${siteOrigin(key)}${prefixes.get(key)}`;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  // casino3's template logs in with a modal: the header's entry is a button (widgets/Header/LoginDialog.tsx)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

test('the profile edit is saved, survives a reload and a new login', async ({ page }) => {
  const errors = watchErrors(page);
  await logIn(page, await englishSite('casino3'));
  await page.goto(`${await englishSite('casino3')}/edit-profile`);
  const name = page.getByLabel('Full name');
  await expect(name).toBeVisible();
  // §5 alphabet-only: digits and symbols typed into the name never arrive.
  await name.fill('');
  await name.pressSequentially('Maria 3Santos!');
  await expect(name).toHaveValue('Maria Santos');
  const email = page.getByLabel('E-mail address');
  await email.fill('maria@example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await email.fill('maria.santos@example.com');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.goto(`${await englishSite('casino3')}/profile`);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Maria Santos');
  await expect(page.getByTestId('profile-email')).toHaveText('maria.santos@example.com');
  await expect(page.getByText('ACTIVE')).toBeVisible();

  // Stored by the backend, not only in this browser: a fresh login reads it back.
  await logOut(page);
  await logIn(page, await englishSite('casino3'));
  await page.goto(`${await englishSite('casino3')}/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Maria Santos');
  expect(errors).toEqual([]);
});

test('claiming an inbox reward marks it claimed and raises the balance', async ({ page }) => {
  await logIn(page, await englishSite('slot6'));
  await page.goto(`${await englishSite('slot6')}/inbox`);
  await expect(page.getByText('5 messages, 2 unread')).toBeVisible();
  const before = await page.getByTestId('header-balance').innerText();
  const item = page.locator('.w-inbox__item', { hasText: 'Daily login reward' });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Claim reward' }).click();
  await expect(item.getByText('Claimed')).toBeVisible();
  await expect(page.getByText('5 messages, 1 unread')).toBeVisible();
  await expect(page.getByTestId('header-balance')).not.toHaveText(before);
  await expect(page.getByTestId('header-balance')).toContainText('12,364.478');
  // The claim is the backend's: after a reload it is still claimed, and cannot be claimed twice.
  await page.reload();
  const again = page.locator('.w-inbox__item', { hasText: 'Daily login reward' });
  await expect(again.getByText('Claimed')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
});

test('changing the password: the new one logs in, the old one no longer does (casino7)', async ({ page }) => {
  const errors = watchErrors(page);
  await logIn(page, await englishSite('casino7'));
  await page.goto(`${await englishSite('casino7')}/change-password`);
  const change = async (from: string, to: string) => {
    await page.getByLabel('Current password').fill(from);
    await page.getByLabel('New password', { exact: true }).fill(to);
    await page.getByLabel('Confirm new password').fill(to);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  // Client checks first: a mismatch and an unchanged password are refused before any call.
  await page.getByLabel('Current password').fill('demo1234');
  await page.getByLabel('New password', { exact: true }).fill('demo1234');
  await page.getByLabel('Confirm new password').fill('other123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password must be different from the current one')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  // A wrong current password goes through the global handler's dialog (not an undefined variable, §8).
  await change('wrong-password', 'Fresh2024');
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(dialog).toContainText('Wrong account ID or password.');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await change('demo1234', 'Fresh2024');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await logOut(page);

  await submitDemoLogin(page, await englishSite('casino7'));
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toContainText('Wrong account ID or password.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await logIn(page, await englishSite('casino7'), { password: 'Fresh2024' });
  await page.goto(`${await englishSite('casino7')}/change-password`);
  await change('Fresh2024', 'demo1234');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('sign-up sends every §7 field, with the codes from the URL, the _fbp cookie and a kept visitor id', async ({ page, context }) => {
  await context.addCookies([{ name: '_fbp', value: 'fb.1.1700000000.42', url: siteOrigin('casino5') }]);
  // TAC codes go to the server log only; the demo's 000000 is for the demo player, so verification is stubbed here.
  await page.route('**/api/auth/tac/verify', (route) => route.fulfill({ json: { statusCode: 1, statusMessage: 'OK', value: { verified: true } } }));
  const signup = page.waitForRequest('**/api/auth/signup');
  await page.goto(`${await englishSite('casino5')}/register?ref=FRIEND7&aff=AFF22&ch=fb&cm=spring&pp=p-9`);
  await hydrated(page);
  // casino5 is under PAGCOR (docs/compliance.md): the register page asks for the minimum age first
  await page.getByRole('dialog', { name: 'Are you 21 or older?' }).getByRole('button', { name: 'Yes, I am 21 or older' }).click();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND7');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('You must be 21 or older and accept the terms to sign up')).toBeVisible();

  await page.getByRole('main').getByLabel('Account ID').fill('newbie77');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret77');
  await page.getByLabel('Confirm password').fill('secret77');
  await page.getByLabel('Phone number').fill('+639171234567');
  await page.getByLabel('E-mail address (optional)').fill('newbie@example.com');
  await page.getByLabel('I am 21 or older').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('TAC code').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  const body = (await signup).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    domain_name: 'casino5.localhost',
    external_id: 'ext-casino5',
    account_id: 'newbie77',
    password: 'secret77',
    contact_phone: '+639171234567',
    contact_email: 'newbie@example.com',
    referrer_code: 'FRIEND7',
    affiliate_code: 'AFF22',
    ch: 'fb',
    cm: 'spring',
    pp: 'p-9',
    fbp: 'fb.1.1700000000.42',
    appsflyer_id: '',
  });
  expect(body.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => localStorage.getItem('visitor_id'))).toBe(body.visitor_id);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('forgot password: account and phone, then the way back in', async ({ page }) => {
  await page.goto(`${await englishSite('casino1')}/forgot-password`);
  await hydrated(page);
  await page.getByRole('main').getByLabel('Account ID').fill('demo');
  await page.getByLabel('Phone number').fill('+630000000000');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toContainText('That phone number does not match this account.');
});

const GUARDED: [string, RegExp | string][] = [
  ['/account', 'My account'],
  ['/profile', 'Profile'],
  ['/edit-profile', 'Edit profile'],
  ['/change-password', 'Change password'],
  ['/inbox', 'Inbox'],
  ['/referral', 'Refer a friend'],
  ['/bet-history', 'Bet history'],
  ['/statement', 'Statement'],
  ['/transaction-history', 'Transaction history'],
  ['/security', 'Security'],
  ['/deposit', 'Deposit'],
  ['/withdrawal', 'Withdrawal'],
  ['/bank-details', 'Bank details'],
  ['/add-bank', 'Add a bank account'],
];

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  test(`every account and wallet page shows content or a designed state on ${key}`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await logIn(page, await englishSite(key));
    for (const [path, title] of GUARDED) {
      await page.goto(`${await englishSite(key)}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const main = page.locator('main');
      await expect(main.locator('[data-state="loading"]')).toHaveCount(0);
      await expect(main.locator('[data-widget-fallback]')).toHaveCount(0);
      await expect(main.locator('[data-state="error"]')).toHaveCount(0);
      // A widget that hydrates late may not have entered its loading state yet: wait for the content itself.
      await expect.poll(async () => (await main.innerText()).length, { message: `${key}${path} has content` }).toBeGreaterThan(80);
    }
    await page.goto(`${await englishSite(key)}/deposit`);
    await expect(page.getByText('Deposits are handled by our support team')).toBeVisible();
    // in the page's language: under a prefix (slot2's /en) the player stays in it
    if (!prefixes.has(key)) prefixes.set(key, await englishPrefix(key));
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', `${prefixes.get(key)}/contact-us`);
    expect(errors).toEqual([]);
  });
}
