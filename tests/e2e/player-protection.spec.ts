import { axeViolations } from './axe.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configCopyServer } from './config-copy-server.ts';
import { expect, test, type Page } from './fixtures.ts';
import { hydrated, logIn, PORT } from './helpers.ts';

/**
 * Issue 31: a player's own time-out and self-exclusion from the responsible-gaming page, one site per
 * regulator. Confirmed in the dialog, the player is logged out and a login is refused with the end
 * date in the page's language and the site's time zone. One server for the file, with its own demo
 * database (an exclusion outlives the test).
 */
const APP_PORT = PORT + 37;
configCopyServer('player-protection', APP_PORT);
const origin = (key: string) => `http://${key}.localhost:${APP_PORT}`;

type Messages = Record<string, string>;
const read = (folder: string, file: string) => JSON.parse(readFileSync(join('locales', folder, `${file}.json`), 'utf8')) as Messages;
/** The text of a message before its first argument: what a test can look for whatever the date. */
const lead = (text: string | undefined) => (text ?? '').split('{')[0] ?? '';

async function axeClean(page: Page): Promise<void> {
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
}

const controls = (page: Page) => page.locator('[data-compliance="PlayerProtection"]');
const signedOut = (page: Page) => expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

/** Sends the login form of the page's language (its fields by name), for a refused login. */
async function submitLogin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const form = page.locator('main form').filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="account_id"]').fill('demo');
  await form.locator('input[name="password"]').fill('demo1234');
  await form.locator('button[type="submit"]').click();
}

test('a guest sees a sign-in prompt on the responsible-gaming page and loads none of the controls’ code; a player loads it', async ({ page }) => {
  // the controls' code is the script that carries their class names
  let scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  const controlsCodeLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes('w-player-protection__option'));
  const base = origin('sportsbook1');
  await page.goto(`${base}/responsible-gaming`);
  await hydrated(page);
  const ui = read('en', 'ui');
  await expect(page.getByText(ui['playerProtection.signInBody'] ?? '')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login');
  await expect(controls(page)).toHaveCount(0);
  expect(await controlsCodeLoaded()).toBe(false);

  scripts = [];
  await logIn(page, base);
  await page.goto(`${base}/responsible-gaming`);
  await expect(controls(page)).toBeVisible();
  await expect(page.getByText(ui['playerProtection.signInBody'] ?? '')).toHaveCount(0);
  expect(await controlsCodeLoaded()).toBe(true);
});

test('sportsbook1 (UKGC): the time-outs offered, the dialog axe-clean and closed by Escape; a break logs out and refuses logins with the date', async ({
  page,
}) => {
  const base = origin('sportsbook1');
  const ui = read('en', 'ui');
  await logIn(page, base);
  await page.goto(`${base}/account`);
  await expect(page.locator('[data-status]')).toHaveText(ui['playerProtection.statusNone'] ?? '');

  await page.goto(`${base}/responsible-gaming`);
  const section = controls(page);
  const breakGroup = section.getByRole('group', { name: 'Take a break' });
  await expect(breakGroup.getByRole('radio')).toHaveCount(4);
  for (const label of ['1 day', '1 week', '30 days', '6 weeks']) await expect(breakGroup.getByRole('radio', { name: label })).toBeAttached();
  const exclusion = section.getByRole('group', { name: 'Self-exclusion' });
  for (const label of ['6 months', '1 year', '5 years']) await expect(exclusion.getByRole('radio', { name: label })).toBeAttached();

  await breakGroup.getByRole('radio', { name: '1 week' }).check();
  await breakGroup.getByRole('button', { name: 'Take a break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your account will be locked for 1 week, until');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeAttached();

  await breakGroup.getByRole('button', { name: 'Take a break' }).click();
  await dialog.getByRole('button', { name: 'Take a break' }).click();
  const done = page.getByRole('dialog', { name: 'Take a break' });
  await expect(done).toContainText(lead(ui['playerProtection.breakDone']));
  // the site's zone (UTC for sportsbook1) is named with the date
  const until = /after (.+ UTC)\./.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(until).toMatch(/\d{4}/);
  await signedOut(page);
  await done.getByRole('button', { name: 'Close' }).click();

  await submitLogin(page, `${base}/login`);
  await expect(page.getByRole('dialog')).toContainText(`You are taking a break until ${until}. You can log in again after that.`);
  await signedOut(page);
});

test('slot2 (MGA): self-exclusion in Traditional Chinese, no time-out offered; the refused login names the date in the language', async ({ page }) => {
  const base = origin('slot2');
  const ui = read('ct', 'ui');
  const errors = read('ct', 'errors');
  await logIn(page, `${base}/en`);
  await page.goto(`${base}/ct/responsible-gaming`);
  const section = controls(page);
  await expect(section.getByRole('heading', { name: ui['playerProtection.title'] })).toBeVisible();
  await expect(section.getByRole('group')).toHaveCount(1);
  const exclusion = section.getByRole('group', { name: ui['playerProtection.exclusionTitle'] });
  await expect(exclusion.getByRole('radio')).toHaveCount(3);
  await exclusion.getByRole('radio', { name: '6個月' }).check();
  await exclusion.getByRole('button', { name: ui['playerProtection.exclusionAction'] }).click();
  const dialog = page.getByRole('dialog', { name: ui['playerProtection.exclusionConfirmTitle'] });
  await expect(dialog).toContainText(lead(ui['playerProtection.exclusionConfirmBody']));
  await dialog.getByRole('button', { name: ui['playerProtection.exclusionAction'] }).click();
  await expect(page.getByRole('dialog')).toContainText(lead(ui['playerProtection.exclusionDone']));
  await signedOut(page);

  await submitLogin(page, `${base}/ct/login`);
  const refused = page.getByRole('dialog');
  await expect(refused).toContainText(lead(errors['selfExcluded']));
  expect(await refused.textContent()).toMatch(/\d{4}年/);
});

test('casino1 (PAGCOR): 6 months, 1 year or 5 years; a self-exclusion logs out and refuses logins with the date', async ({ page }) => {
  const base = origin('casino1');
  await logIn(page, base);
  await page.goto(`${base}/responsible-gaming`);
  const exclusion = controls(page).getByRole('group', { name: 'Self-exclusion' });
  await expect(controls(page).getByRole('group')).toHaveCount(1);
  await expect(exclusion.getByRole('radio')).toHaveCount(3);
  for (const label of ['6 months', '1 year', '5 years']) await expect(exclusion.getByRole('radio', { name: label })).toBeAttached();
  await exclusion.getByRole('radio', { name: '1 year' }).check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exclude yourself?' });
  await expect(dialog).toContainText('You will be excluded for 1 year, until');
  await dialog.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByRole('dialog', { name: 'Self-exclusion' })).toContainText('Your self-exclusion has started. You cannot log in until');
  await signedOut(page);
  await submitLogin(page, `${base}/login`);
  await expect(page.getByRole('dialog')).toContainText(/Your account is self-excluded until .*\d{4}.*\. You cannot log in before then\./);
});

test('casino2 (Curaçao): the regulator lists no periods, so none is offered', async ({ page }) => {
  const base = origin('casino2');
  await logIn(page, `${base}/en`);
  await page.goto(`${base}/en/responsible-gaming`);
  await expect(controls(page)).toContainText(read('en', 'ui')['playerProtection.none'] ?? '');
  await expect(controls(page).getByRole('radio')).toHaveCount(0);
});
