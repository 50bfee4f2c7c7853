import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { as, login, op, startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Review and approval in the studio (issue 49) against a real server (`npm start`) on a temporary
 * config store: casino1 requires approval; an editor asks a publisher to review a draft, the publisher
 * opens it from the queue, comments on a node, approves and publishes; the editor cannot approve their
 * own draft; a viewer reads a shared draft's outline, inspector (no inputs) and preview.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
const CASINO1 = 'templates/casino1.json';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fx = await startOperatorServer({}, { editor: ['editor', '*'], publisher: ['publisher', '*'], viewer: ['viewer', '*'], admin: ['admin', '*'] }, []);
  // casino1 requires approval: turned on through a draft an editor made and a publisher approved
  const editor = await login(fx.port, 'editor');
  const publisher = await login(fx.port, 'publisher');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: editor.cookie })).json as unknown as { files: Record<string, string> };
  const template = JSON.parse(live.files[CASINO1]!) as Record<string, unknown>;
  const files = { ...live.files, [CASINO1]: `${JSON.stringify({ ...template, publishing: { approval: 'required' } }, null, 2)}\n` };
  const draft = (await op(fx.port, '/api/drafts', as(editor, { title: 'casino1 needs approval', files }))).json as { id: string };
  expect((await op(fx.port, `/api/drafts/${draft.id}/approve`, as(publisher, {}))).status).toBe(200);
  expect((await op(fx.port, '/api/publish', as(publisher, { draft: draft.id, message: 'casino1 needs approval' }))).status).toBe(201);
  // the editor's change to review: casino1's primary colour, in a draft of its own
  const now = (await op(fx.port, '/api/revisions/live', { cookie: editor.cookie })).json as unknown as { files: Record<string, string> };
  const recoloured = { ...now.files, [CASINO1]: now.files[CASINO1]!.replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#2255ff"') };
  expect((await op(fx.port, '/api/drafts', as(editor, { title: 'blue casino1', files: recoloured }))).status).toBe(201);
});
test.afterAll(async () => {
  await fx?.stop();
});

const studio = () => `http://127.0.0.1:${fx.port}/studio/`;

async function logIn(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(studio());
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill(name);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();
}

async function openCasino1Home(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Brands and templates' });
  await nav.getByRole('searchbox').fill('casino1');
  await nav.getByRole('list', { name: 'casino1 pages' }).first().getByRole('button', { name: 'home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /casino1.*home/ })).toBeVisible();
}

const reviewArea = (page: Page) => page.getByRole('region', { name: 'Review', exact: true });

test('an editor asks a publisher for review, and cannot approve their own draft', async ({ page }) => {
  await logIn(page, 'editor');
  await expect(page.getByRole('status', { name: 'Approval' })).toContainText('approval required (casino1)');
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await page.getByRole('tab', { name: /^Review/ }).click();
  const area = reviewArea(page);
  await expect(area.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(area.getByText(/editor edited this draft/)).toBeVisible();
  const ask = area.getByRole('form', { name: 'Ask for review' });
  await ask.getByLabel('Reviewers (account names, comma-separated)').fill('publisher');
  await ask.getByLabel('Note for the reviewers').fill('a bluer casino1');
  await ask.getByRole('button', { name: 'Ask for review' }).click();
  await expect(area.getByRole('status')).toHaveText('Review asked for.');
  await expect(area).toContainText('Review: in review · asked publisher');
});

test('a publisher opens the queue, comments on a node, approves and publishes', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'publisher');
  await page.getByRole('tab', { name: /^Review/ }).click();
  const queue = reviewArea(page).getByRole('list', { name: 'Review queue' });
  await expect(queue.getByRole('listitem').first()).toContainText('blue casino1');
  await expect(queue.getByRole('listitem').first()).toContainText('you are asked');
  await queue.getByRole('button', { name: 'Open blue casino1 by editor' }).click();
  await expect(page.getByText('Opened editor’s draft “blue casino1”.')).toBeVisible();

  await openCasino1Home(page);
  const outline = page.getByRole('tree', { name: 'Outline of home in template1' });
  await outline.getByRole('treeitem').first().click();
  await page.getByRole('tab', { name: /^Review/ }).click();
  const area = reviewArea(page);
  const form = area.getByRole('form', { name: 'New comment' });
  await form.getByRole('radio', { name: /the selected node/ }).check();
  await form.getByLabel('Comment', { exact: true }).fill('is this blue bright enough?');
  await form.getByRole('button', { name: 'Add comment' }).click();
  const thread = area.getByRole('article', { name: /^Comment by publisher on casino1 · home · / });
  await expect(thread).toContainText('is this blue bright enough?');
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread).toContainText('resolved by publisher');

  await area.getByRole('button', { name: 'Approve' }).click();
  await expect(area.getByRole('status')).toHaveText('Approved.');
  await expect(page.getByRole('status', { name: 'Approval' })).toContainText('approved by publisher');

  const publish = page.getByRole('button', { name: 'Publish…' });
  await expect(publish).toBeEnabled();
  await publish.click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
  await dialog.getByLabel('Message (required)').fill('casino1: bluer, approved');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Published: revision \S+ is live\./)).toBeVisible();
  const admin = await login(fx.port, 'admin');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json as unknown as { files: Record<string, string>; author: string };
  expect(live.files[CASINO1]).toContain('#2255ff');
});

test('a viewer reads a shared draft: the outline, an inspector without inputs, and the preview', async ({ page }) => {
  await logIn(page, 'viewer');
  await openCasino1Home(page);
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  const outline = page.getByRole('tree', { name: 'Outline of home in template1' });
  await expect(outline).toBeVisible();
  await outline.getByRole('treeitem').first().click();
  const inspector = page.getByRole('region', { name: /^Inspector: / });
  await expect(inspector).toContainText('You can view this template but not change it.');
  await expect(inspector.getByRole('textbox')).toHaveCount(0);
  await expect(inspector.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preview' }).locator('iframe[title^="Preview of"]')).toBeVisible();
});
