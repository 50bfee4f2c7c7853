import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { openStudioPage, studioLogIn } from './helpers.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Issue 49 part 1, the rest of the config in the studio, against a real server on a temporary config
 * store: casino1's licence number set in the jurisdiction panel (the draft holds it, lint is clean); a
 * scheme added and given unreadable text (the contrast badge and colour-contrast's problem on the
 * field); a widget inserted from the catalogue (the outline and the preview show it) and the brands
 * the catalogue says use a widget. Screenshots of each panel go to docs/images (1280 px wide).
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
// a save is an edit, a lint and a catalog read on a shared machine
const SAVED = { timeout: 30_000 };
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({}, { editor: ['editor', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

/** How often `text` is written across the newest draft's files. */
async function occurrences(page: Page, text: string): Promise<number> {
  return page.evaluate(async (needle) => {
    const drafts = (await (await fetch('/api/drafts')).json()) as { items: { id: string; updatedAt: string }[] };
    const newest = drafts.items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (!newest) return 0;
    const draft = (await (await fetch(`/api/drafts/${newest.id}`)).json()) as { files: Record<string, string> };
    return Object.values(draft.files).reduce((n, body) => n + body.split(needle).length - 1, 0);
  }, text);
}

/** The newest draft's file, parsed, read as the studio reads it (the session's cookie). */
async function draftFile(page: Page, file: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (name) => {
    const drafts = (await (await fetch('/api/drafts')).json()) as { items: { id: string; updatedAt: string }[] };
    const id = drafts.items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!.id;
    const draft = (await (await fetch(`/api/drafts/${id}`)).json()) as { files: Record<string, string> };
    return JSON.parse(draft.files[name]!) as Record<string, unknown>;
  }, file);
}

async function openSettings(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'editor', PASSWORD);
  await openStudioPage(page, 'casino1', 'home');
  await page.getByRole('tab', { name: 'Template settings' }).click();
  return page.getByRole('region', { name: 'Settings of template casino1' });
}

test('the licence number set in the jurisdiction panel is in the draft’s JSON, and lint reports nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const settings = await openSettings(page);
  const section = settings.getByRole('region', { name: 'Jurisdiction and licence' });
  await expect(section.getByRole('combobox', { name: 'Regulator' })).toHaveValue('pagcor');
  // PAGCOR's rules in force today, each dated and sourced, all met by the shipped casino1
  const rules = section.getByRole('list', { name: /^What PAGCOR requires on \d{4}-\d{2}-\d{2}$/ });
  await expect(rules.getByRole('listitem').first()).toContainText(/in force from \d{4}-\d{2}-\d{2}/);
  await expect(rules.getByRole('listitem', { name: /: broken$/ })).toHaveCount(0);

  const saved = page.getByRole('status').filter({ hasText: /^Saved · v\d+$/ });
  const number = section.getByRole('textbox', { name: 'Licence number' });
  await number.fill('PAGCOR-2026-0042');
  await number.press('Enter');
  await expect(saved).toBeVisible(SAVED);
  await expect
    .poll(async () => (await draftFile(page, 'templates/casino1.json'))['jurisdiction'], SAVED)
    .toMatchObject({
      regulator: 'pagcor',
      licence: { number: 'PAGCOR-2026-0042', licensee: 'Demo Leisure Casino 1 Inc.' },
    });
  await expect(page.getByRole('tab', { name: /^Problems \(/ })).toHaveText('Problems (0)', SAVED);
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');

  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/images/studio-jurisdiction.png' });
});

test('a scheme added with unreadable text shows the contrast warning and colour-contrast’s lint problem', async ({ page }) => {
  test.setTimeout(180_000);
  const settings = await openSettings(page);
  const add = settings.getByRole('form', { name: 'Add a scheme' });
  await add.getByLabel('Scheme name').fill('color1-9');
  await add.getByLabel('Colours from').selectOption('color1-1');
  await add.getByRole('button', { name: 'Add scheme' }).click();
  const scheme = settings.getByRole('region', { name: /^color1-9/ });
  await expect(scheme).toBeVisible(SAVED);
  const contrast = scheme.getByRole('list', { name: 'Contrast of color1-9' });
  await expect(contrast.getByText(/^text on bg: [\d.]+:1 passes AA$/)).toBeVisible();

  const text = scheme.locator('#scheme-color1-9-text');
  await text.fill('#222222');
  await text.press('Enter');
  await expect(contrast.getByText(/^text on bg: 1\.\d\d:1 fails AA \(needs 4\.5:1\)$/)).toBeVisible(SAVED);
  // the same judgement from the draft's lint, on the field
  await expect(scheme.getByText(/^Warning \(colour-contrast\): template casino1 scheme "color1-9": text #222222 is below WCAG AA 4\.5:1/)).toBeVisible(SAVED);
  // and colour-schemes' error on the scheme itself: layout template1 takes exactly color1-1 … color1-5
  await expect(settings.getByText(/^Error \(colour-schemes\): template casino1: scheme "color1-9" is not one of color1-1, /)).toBeVisible(SAVED);
  const problems = page.getByRole('region', { name: 'Problems and history' });
  await expect(problems.getByRole('listitem').filter({ hasText: /colour-contrast$/ })).toContainText('scheme "color1-9": text #222222', SAVED);
  await expect(page.getByRole('tab', { name: /^Problems \(/ })).toHaveText('Problems (2)');
  const schemes = (await draftFile(page, 'templates/casino1.json'))['schemes'] as Record<string, Record<string, string>>;
  expect(schemes['color1-9']).toMatchObject({ ...schemes['color1-1'], text: '#222222' });

  await scheme.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/images/studio-schemes.png' });

  // removed, the draft and its lint are as before
  await scheme.page().getByRole('button', { name: 'Remove scheme color1-9' }).click();
  await expect(settings.getByRole('region', { name: /^color1-9/ })).toHaveCount(0, SAVED);
  await expect(page.getByRole('tab', { name: /^Problems \(/ })).toHaveText('Problems (0)', SAVED);
});

test('the catalogue lists the brands that use a widget, and a widget chosen there appears in the outline and the preview', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'editor', PASSWORD);
  await openStudioPage(page, 'casino1', 'home');
  const outline = page.getByRole('tree', { name: 'Outline of home in template1' });
  const frame = page.getByRole('region', { name: 'Preview' }).frameLocator('iframe[title^="Preview of"]');
  await expect(frame.locator('[data-studio-node]').first()).toBeAttached({ timeout: 20_000 });
  const headingKeys = () => outline.getByRole('treeitem', { name: /^PageHeading/ }).evaluateAll((items) => items.map((i) => i.getAttribute('data-key')));
  const before = await headingKeys();
  const written = await occurrences(page, '"PageHeading"');

  // a node of the shared home page with an id: casino1 inserts beside it with a structural op
  await outline.getByRole('treeitem', { name: /^GameGrid #hot-games/ }).click();
  await page.getByRole('button', { name: 'Add widget…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a widget' });
  const search = dialog.getByRole('searchbox');
  await expect(search).toBeFocused();
  // the brands the server computes from the resolved configs, as the catalogue shows them
  const users = await page.evaluate(async () => {
    const catalog = (await (await fetch('/api/studio/catalog')).json()) as { widgets: { name: string; usedBy?: string[] }[] };
    return catalog.widgets.find((w) => w.name === 'GameGrid')?.usedBy ?? [];
  });
  expect(users).toContain('casino1');
  await search.fill('GameGrid');
  await dialog.getByText('Props and brands of GameGrid').click();
  await expect(dialog.getByRole('group', { name: 'About GameGrid' })).toContainText(`Used by ${users.length} brands: ${users.join(', ')}.`);
  await expect(dialog.getByRole('table', { name: 'Props of GameGrid' }).getByRole('columnheader', { name: 'Default' })).toBeVisible();
  await page.screenshot({ path: 'docs/images/studio-catalogue.png' });

  // by keyboard: search, arrow to it, Enter inserts it (after hot games, the position offered first)
  await search.fill('PageHeading');
  await search.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: /^Add PageHeading:/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(outline.getByRole('treeitem', { name: /^PageHeading/ })).toHaveCount(before.length + 1, SAVED);
  const key = (await headingKeys()).find((k) => !before.includes(k));
  expect(key).toMatch(/^page:/);
  await expect(frame.locator(`[data-studio-node="${key}"]`)).toBeAttached(SAVED);
  // one more PageHeading written in the draft's JSON, where the insert op puts it for casino1's home
  expect(await occurrences(page, '"PageHeading"')).toBe(written + 1);
});
