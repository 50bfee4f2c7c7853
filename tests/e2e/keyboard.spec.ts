import { expect, test, type Locator, type Page } from './fixtures.ts';
import { hydrated, rawRequest, site, watchErrors } from './helpers.ts';

/**
 * Issue 11 part 2: the login, lobby and chat flows with the keyboard only (Tab, Shift+Tab, Enter,
 * Escape): no mouse click anywhere, and the focused control is always visibly marked.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses (it is not reachable). */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target, 'the target exists').toHaveCount(1);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    // asked afresh each time: a widget that hydrates later (its plan) may replace the element, focus
    // carried over; a swap between resolving the locator and reading the focus leaves the first answer
    // on the detached server element, so a `false` is asked once more
    const isFocused = () => target.evaluate((el) => el === document.activeElement);
    if ((await isFocused()) || (await isFocused())) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`not reachable with Tab in ${max} presses: ${target.toString()}`);
}

/** The focused element shows a focus indicator: an outline or a box-shadow ring. */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return null;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== 'none', what: el.outerHTML.slice(0, 120) };
  });
  expect(style?.outline || style?.shadow, `visible focus on ${style?.what}`).toBe(true);
}

const focused = (page: Page) => page.locator(':focus');

test('login with the keyboard: the modal opens with Enter, Escape closes it, Enter submits', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('casino4')}/`);
  await hydrated(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'focus returns to the control that opened the dialog').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Account ID'), 10);
  await page.keyboard.type('demo');
  await tabTo(page, dialog.getByLabel('Password'), 5);
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('login page with the keyboard (casino1 /login)', async ({ page }) => {
  await page.goto(`${site('casino1')}/login`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Log in' });
  await tabTo(page, form.getByLabel('Account ID'));
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('lobby with the keyboard: a category link and a game tile are reachable and work with Enter', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  const category = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' });
  await tabTo(page, category);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/slots$/);
  await hydrated(page);

  const tile = page.locator('section.w-gamegrid .w-tile__link').first();
  await expect(tile).toBeVisible();
  await tabTo(page, tile, 120);
  const href = await focused(page).getAttribute('href');
  expect(href).toMatch(/playnow|game/);
  // the tile's favourite toggle is the next stop
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('aria-pressed', /true|false/);
  await page.keyboard.press('Shift+Tab');
  await expect(tile).toBeFocused();
  expect(errors).toEqual([]);
});

test('AI chat with the keyboard: open, type, Enter sends, Escape closes', async ({ page }) => {
  const errors = watchErrors(page);
  const startup = JSON.parse((await rawRequest('casino1', '/api/startup', { domain_name: 'casino1.localhost' })).text) as {
    ai_assistant: { en_name: string; names?: Record<string, string> };
  };
  const name = startup.ai_assistant.names?.EN ?? startup.ai_assistant.en_name;
  await page.goto(`${site('casino1')}/`);
  await hydrated(page);
  const launcher = page.getByRole('button', { name: `Open chat with ${name}` });
  // the floating launcher comes last in the page: backwards from the top is the short way
  await tabTo(page, launcher, 30, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: `Message ${name}` });
  if (!(await input.evaluate((el) => el === document.activeElement))) await tabTo(page, input, 20);
  await page.keyboard.type('How do I deposit?');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('chat-user').last()).toContainText('How do I deposit?');
  await expect(input).toHaveValue('');
  await expect(panel.getByTestId('chat-ai').nth(1)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher, 'focus returns to the launcher').toBeFocused();
  expect(errors).toEqual([]);
});
