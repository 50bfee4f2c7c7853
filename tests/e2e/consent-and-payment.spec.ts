import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { englishPrefix, fillSignUpDetails, finishSignUp, hydrated, logIn, site } from './helpers.ts';

/**
 * GB's marketing consent per product and channel and the brands' payment methods (docs/compliance.md
 * "Marketing consent and payment methods"), against the suite's server: a UKGC brand's registration
 * asks the grid with every box unticked, two ticked boxes are kept by the backend and read back on
 * the account page; a Curaçao brand asks none; the cashier lists the brand's methods.
 */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

test('sportsbook1 (UKGC): registration asks consent per product and channel, none ticked; two ticked boxes are kept and shown on /account', async ({
  page,
}) => {
  // a sign-up, the deposit-limit step and the account page through the real backend: long on a shared CI machine
  test.setTimeout(180_000);
  const base = `${site('sportsbook1')}${await englishPrefix('sportsbook1')}`;
  await fillSignUpDetails(page, base, fresh('gc'), 18);
  const grid = page.getByRole('group', { name: 'Marketing: offers we may send you' });
  await expect(grid.getByRole('columnheader')).toHaveText(['Product', 'Email', 'SMS', 'Phone', 'Post']);
  await expect(grid.getByRole('rowheader')).toHaveText(['Sports betting', 'Casino']);
  const boxes = grid.getByRole('checkbox');
  await expect(boxes).toHaveCount(8);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(grid).toContainText('You have agreed to no marketing.');
  expect(await axeViolations(page)).toEqual([]);

  await grid.getByRole('checkbox', { name: 'Sports betting by SMS' }).check();
  await grid.getByRole('checkbox', { name: 'Casino by Email' }).check();
  const signup = page.waitForRequest((r) => r.url().endsWith('/api/auth/signup'));
  await finishSignUp(page);
  expect((await signup).postDataJSON()).toMatchObject({ marketing_consent: 'casino:email,sports:sms' });

  // UKGC then asks for a deposit limit: no limit is an answer
  const step = page.getByRole('region', { name: 'Set a deposit limit' });
  await step.getByRole('radio', { name: 'No limit' }).check();
  await step.getByRole('button', { name: 'Save' }).click();
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/register/);

  await page.goto(`${base}/account`);
  const prefs = page.getByRole('region', { name: 'Marketing preferences' });
  await expect(prefs.getByRole('form')).toHaveAttribute('data-state', 'ready');
  await expect(prefs.getByRole('checkbox', { name: 'Sports betting by SMS' })).toBeChecked();
  await expect(prefs.getByRole('checkbox', { name: 'Casino by Email' })).toBeChecked();
  await expect(prefs.getByRole('checkbox', { checked: true })).toHaveCount(2);

  // changed here, kept: a reload reads the new answer back
  await prefs.getByRole('checkbox', { name: 'Casino by Email' }).uncheck();
  await prefs.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your marketing preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(prefs.getByRole('form')).toHaveAttribute('data-state', 'ready');
  await expect(prefs.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(prefs.getByRole('checkbox', { name: 'Sports betting by SMS' })).toBeChecked();
});

test('casino2 (Curaçao): registration asks no marketing consent grid', async ({ page }) => {
  const base = `${site('casino2')}${await englishPrefix('casino2')}`;
  await page.goto(`${base}/register`);
  await hydrated(page);
  await expect(page.getByRole('main').getByLabel('Account ID')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Marketing: offers we may send you' })).toHaveCount(0);
  await expect(page.locator('[data-consent-grid]')).toHaveCount(0);
});

test('the cashier lists the payment methods the brand offers: sportsbook1 (UKGC) no credit card, casino1 (PAGCOR) no e-wallet; withdrawals no voucher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uk = `${site('sportsbook1')}${await englishPrefix('sportsbook1')}`;
  await logIn(page, uk);
  await page.goto(`${uk}/deposit`);
  const methods = page.getByRole('region', { name: 'Payment methods you can use' });
  await expect(methods.getByRole('listitem')).toHaveText(['Visa Debit Debit card', 'Mastercard Debit Debit card', 'PayPal E-wallet', 'Trustly Bank transfer']);
  await expect(methods.locator('[data-kind="credit-card"]')).toHaveCount(0);

  const ph = `${site('casino1')}${await englishPrefix('casino1')}`;
  await logIn(page, ph);
  await page.goto(`${ph}/deposit`);
  const phMethods = page.getByRole('region', { name: 'Payment methods you can use' });
  await expect(phMethods.getByRole('listitem')).toHaveText([
    'InstaPay Bank transfer',
    'PESONet Bank transfer',
    'Visa Debit Debit card',
    '7-Eleven CLiQQ Voucher',
  ]);
  await expect(phMethods.locator('[data-kind="e-wallet"]')).toHaveCount(0);

  // a withdrawal goes back by the brand's methods that can pay out: a voucher only pays in
  await page.goto(`${ph}/withdrawal`);
  await expect(page.getByRole('region', { name: 'Payment methods you can use' }).getByRole('listitem')).toHaveText([
    'InstaPay Bank transfer',
    'PESONet Bank transfer',
    'Visa Debit Debit card',
  ]);
});
