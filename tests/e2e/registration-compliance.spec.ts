import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { englishPrefix, fillSignUpDetails, finishSignUp, hydrated, site } from './helpers.ts';

/**
 * Issue 31, registration and the first bet (docs/compliance.md), one demo site per regulator on the
 * suite's server: the register form names the jurisdiction's age (PAGCOR 21); the age question's
 * code loads only where it is asked; UKGC sign-up asks for a deposit limit, kept by the backend and
 * changeable on the account page (a decrease at once, a raise after the cooling-off period); MGA
 * sign-up shows the responsible-gaming information, and a first game launch asks for its
 * acknowledgement once per player (kept by the backend: a new browser is not asked again). Axe-clean
 * with each new dialog or step open.
 */
async function axeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The files of a widget's code no other widget loads (the build's map, tools/vite-widget-chunks.ts). */
function ownFiles(widget: string): string[] {
  const dir = join('dist', 'client', 'assets');
  const maps = readdirSync(dir)
    .filter((f) => /^widget-chunks-.+\.json$/.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const map = JSON.parse(readFileSync(maps[0]!, 'utf8')) as Record<string, string[]>;
  const others = new Set(
    Object.entries(map)
      .filter(([name]) => name !== widget)
      .flatMap(([, files]) => files),
  );
  const own = (map[widget] ?? []).filter((f) => !others.has(f) && f.endsWith('.js'));
  expect(own.length, `${widget} has code of its own`).toBeGreaterThan(0);
  return own;
}

/** The account ids signed up here: new on every run (the suite's server keeps its database for the run). */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

/** Fills the details step, passes the TAC step and creates the account (tests/e2e/helpers.ts). */
async function signUp(page: Page, base: string, accountId: string, age: number): Promise<void> {
  await fillSignUpDetails(page, base, accountId, age);
  await finishSignUp(page);
}

test('the age question’s code loads only where the jurisdiction asks it, and the form names that age', async ({ page }) => {
  const own = ownFiles('AgeConfirmation');
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const loaded = () => requested.filter((p) => own.some((f) => p.endsWith(f)));

  // Curaçao asks nothing: the register page, hydrated and idle (the idle prefetch included), fetches none of it
  const curacao = `${site('casino2')}${await englishPrefix('casino2')}`;
  await page.goto(`${curacao}/register`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('I am 18 or older and I accept the terms and conditions')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be 18 or older and accept the terms to sign up')).toBeVisible();
  expect(loaded()).toEqual([]);

  // PAGCOR asks: the question opens, and the form's checkbox and its error say 21
  await page.goto(`${site('casino1')}${await englishPrefix('casino1')}/register`);
  await page.getByRole('dialog', { name: 'Are you 21 or older?' }).getByRole('button', { name: 'Yes, I am 21 or older' }).click();
  expect(loaded().length).toBeGreaterThan(0);
  await expect(page.getByLabel('I am 21 or older and I accept the terms and conditions')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be 21 or older and accept the terms to sign up')).toBeVisible();
});

test('sportsbook1 (UKGC): sign-up asks for a deposit limit or an explicit none; /account shows it, a decrease applies at once, a raise waits', async ({
  page,
}) => {
  // a sign-up and six saves through the real backend: long on a shared CI machine
  test.setTimeout(180_000);
  const base = `${site('sportsbook1')}${await englishPrefix('sportsbook1')}`;
  await signUp(page, base, fresh('uk'), 18);
  const step = page.getByRole('region', { name: 'Set a deposit limit' });
  await expect(step).toContainText('a higher limit takes effect only after 24 hours');
  await axeClean(page);
  await step.getByRole('button', { name: 'Save' }).click();
  await expect(step.getByRole('alert')).toHaveText('Choose a limit, or choose “No limit”.');
  await expect(step.getByRole('group', { name: 'Your limit' })).toHaveAttribute('aria-invalid', 'true');
  await step.getByRole('radio', { name: 'Weekly' }).check();
  await step.getByLabel(/^Amount/).fill('500');
  await step.getByRole('button', { name: 'Save' }).click();
  await expect(step.getByRole('status')).toContainText(/Your deposit limit: \S+ 500 a week/);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/register/);

  // kept by the backend: the account page reads it back after a reload
  await page.goto(`${base}/account`);
  await page.reload();
  const panel = page.getByRole('region', { name: 'Your limit' });
  await expect(panel.getByRole('status')).toContainText(/Your deposit limit: \S+ 500 a week/);
  // a raise waits out the cooling-off period
  await panel.getByRole('button', { name: 'Change limit' }).click();
  await panel.getByRole('radio', { name: 'Weekly' }).check();
  await panel.getByLabel(/^Amount/).fill('800');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toContainText(/Your deposit limit: \S+ 500 a week/);
  await expect(panel.getByRole('status')).toContainText(/Your new limit \(\S+ 800 a week\) takes effect on/);
  await axeClean(page);
  // a decrease applies at once and drops the waiting raise
  await panel.getByRole('button', { name: 'Change limit' }).click();
  await panel.getByRole('radio', { name: 'Daily' }).check();
  await panel.getByLabel(/^Amount/).fill('50');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Your deposit limit: \S+ 50 a day$/);
  await page.reload();
  await expect(panel.getByRole('status')).toHaveText(/^Your deposit limit: \S+ 50 a day$/);
});

test('slot2 (MGA): sign-up shows the RG information once; the first game launch asks for its acknowledgement, once per player', async ({ page, browser }) => {
  // a sign-up, two launches and a second browser's login: long on a shared CI machine
  test.setTimeout(180_000);
  const base = `${site('slot2')}${await englishPrefix('slot2')}`;
  const accountId = fresh('mt');
  await signUp(page, base, accountId, 18);
  const info = page.getByRole('dialog', { name: 'Play responsibly' });
  await expect(info).toBeVisible();
  await expect(info.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', /\/responsible-gaming$/);
  await axeClean(page);
  await info.getByRole('button', { name: 'Continue' }).click();
  await expect(info).toBeHidden();
  await expect(page).not.toHaveURL(/\/register/);

  const game = `${base}/playnow?provider=JILI&game=first-bet&type=slot_game`;
  await page.goto(game);
  const gate = page.getByRole('dialog', { name: 'Before you play' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', /\/responsible-gaming$/);
  await axeClean(page);
  await gate.getByRole('button', { name: 'I understand' }).click();
  await expect(gate).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'first-bet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(gate).toBeHidden();

  // per player, not per browser: the same player in a fresh browser is not asked again
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(`${base}/login`);
    await hydrated(second);
    const form = second.getByRole('form', { name: 'Log in' }).first();
    await form.getByLabel('Account ID').fill(accountId);
    await form.getByLabel('Password', { exact: true }).fill('secret77');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(second.getByRole('button', { name: 'Log out' }).first()).toBeAttached();
    const acknowledged = second.waitForResponse('**/api/settings/rg_information');
    await second.goto(game);
    expect(((await (await acknowledged).json()) as { value?: { acknowledged?: boolean } }).value?.acknowledged).toBe(true);
    await expect(second.getByRole('heading', { name: 'first-bet' })).toBeVisible();
    await expect(second.getByRole('dialog', { name: 'Before you play' })).toBeHidden();
  } finally {
    await other.close();
  }
});
