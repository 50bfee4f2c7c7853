import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { op, startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * The studio's API tokens panel (issue 50 part 5) against a real server: an editor makes a token for
 * casino1 from the account area, copies its secret (shown once), the secret opens the operator API but
 * cannot publish, and revoking it in the panel ends it at once. axe on the open panel; Escape closes it.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({}, { editor: ['editor', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

test('an editor makes, uses and revokes an API token in the studio', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`http://127.0.0.1:${fx.port}/studio/`);
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill('editor');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();

  await page.getByRole('button', { name: 'API tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'API tokens' });
  await expect(dialog.getByText('You have no API tokens.')).toBeVisible();
  expect(await axeViolations(page, { include: 'dialog' }), 'tokens panel').toEqual([]);
  await expect(dialog.getByRole('option')).toHaveText(['viewer', 'editor']);

  await dialog.getByLabel('Name').fill('ci-drafts');
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByLabel('Templates').fill('casino1');
  await dialog.getByLabel('Days until it expires').fill('30');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secretBox = dialog.getByLabel(/Secret of ci-drafts/);
  await expect(secretBox).toHaveValue(/^opt_[\w-]{43}$/);
  const secret = await secretBox.inputValue();
  await expect(dialog.getByRole('rowheader', { name: 'ci-drafts' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'editor over casino1' })).toBeVisible();

  expect((await op(fx.port, '/api/session', { bearer: secret })).json).toMatchObject({ account: 'editor', grants: [{ role: 'editor', scope: ['casino1'] }] });
  const live = await op(fx.port, '/api/revisions/live', { bearer: secret });
  const publish = await op(fx.port, '/api/publish', { body: { files: live.json['files'], parent: live.json['id'], message: 'by token' }, bearer: secret });
  expect(publish.status).toBe(403);

  await dialog.getByRole('button', { name: 'Revoke ci-drafts' }).click();
  await expect(dialog.getByText('You have no API tokens.')).toBeVisible();
  await expect(dialog.getByLabel(/Secret of/)).toHaveCount(0);
  expect((await op(fx.port, '/api/session', { bearer: secret })).status).toBe(401);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'API tokens' })).toBeFocused();
});
