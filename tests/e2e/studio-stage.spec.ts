import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * The studio as a stage (issue 49 part 8) against a real server: at 1280 px the preview takes the
 * centre at most of the width, with no first-visit dialog over it unless asked for; the device widths
 * change the frame's width; `?` opens the shortcuts sheet. Screenshots of the layout go to docs/images.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({}, { publisher: ['publisher', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

async function openCasino1Home(page: Page) {
  await page.goto(`http://127.0.0.1:${fx.port}/studio/`);
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill('publisher');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  const nav = page.getByRole('navigation', { name: 'Brands and templates' });
  await nav.getByRole('searchbox').fill('casino1');
  await nav.getByRole('list', { name: 'casino1 pages' }).first().getByRole('button', { name: 'home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /casino1.*home/ })).toBeVisible();
}

const shownFrame = (page: Page) => page.getByRole('region', { name: 'Preview' }).locator('iframe[title^="Preview of"]');

test('at 1280 px the preview is the stage, without first-visit dialogs, on one line of controls, at device widths', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCasino1Home(page);
  const preview = page.getByRole('region', { name: 'Preview' });
  const frame = preview.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.locator('[data-studio-node]').first()).toBeAttached({ timeout: 20_000 });

  const box = await shownFrame(page).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(0.6 * 1280);
  // the controls: one line
  const bar = await preview.getByRole('toolbar', { name: 'Preview options' }).boundingBox();
  expect(bar!.height).toBeLessThan(48);
  // the announcement stays shut, after hydration too
  await page.waitForTimeout(1_500);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'docs/images/studio-1280.png' });

  // asked for: it opens as for a new visitor
  await preview.getByRole('button', { name: 'First-visit dialogs' }).click();
  await expect(preview.getByRole('button', { name: 'First-visit dialogs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await preview.getByRole('button', { name: 'First-visit dialogs' }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });

  // device widths: the phone's frame is 390 px at real size
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(preview.getByText(/· 390px/)).toBeVisible();
  await expect.poll(async () => (await shownFrame(page).boundingBox())?.width, { timeout: 20_000 }).toBe(390);
  await preview.getByRole('button', { name: 'Wide' }).click();
  await expect(preview.getByText(/· 1440px/)).toBeVisible();
  // fitted, 1440 px is scaled into the pane; at real size it is 1440 wide
  const fitted = (await shownFrame(page).boundingBox())!.width;
  expect(fitted).toBeLessThan(1000);
  await preview.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(async () => (await shownFrame(page).boundingBox())?.width).toBe(1440);
});

test('? opens the shortcuts sheet and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCasino1Home(page);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Undo the last change/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('the studio at 1920 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openCasino1Home(page);
  const frame = page.getByRole('region', { name: 'Preview' }).frameLocator('iframe[title^="Preview of"]');
  await expect(frame.locator('[data-studio-node]').first()).toBeAttached({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  await page.screenshot({ path: 'docs/images/studio-1920.png' });
});
