import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openStudioPage, studioLogIn } from './helpers.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Working together in the studio (issue 49 part 4) against a real server (`npm start`): two operators
 * on casino1 see each other in the top bar and the node the other selected in the outline; an edit
 * made on a version another tab moved on from, on the same value, opens the conflict dialog with both
 * values, and "Keep mine" saves it on the newest version.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({}, { ann: ['editor', '*'], ben: ['editor', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

/**
 * Holds the tab's first report of a draft without a template on the way until a newer report (with the
 * template) has reached the server, or HOLD_MS: what a report on a fresh connection behind busy work
 * meets on a loaded server, now made certain.
 */
const HOLD_MS = 3_000;
async function holdFirstDraftReport(page: Page): Promise<void> {
  let held = false;
  let newerLanded = () => {};
  const landed = new Promise<void>((resolve) => (newerLanded = resolve));
  await page.route('**/api/presence', async (route: Route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { draft?: string; template?: string };
    if (!held && body.draft !== undefined && body.template === undefined) {
      held = true;
      await Promise.race([landed, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      await route.continue();
    } else if (held && body.template !== undefined) {
      const response = await route.fetch();
      newerLanded();
      await route.fulfill({ response });
    } else await route.continue();
  });
}

async function open(browser: Browser, name: string, options: { noEvents?: boolean; slowReport?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // a tab that hears nothing stays on the version it read
  if (options.noEvents) await page.route('**/api/events*', (route) => route.abort());
  if (options.slowReport) await holdFirstDraftReport(page);
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, name, PASSWORD);
  await openStudioPage(page);
  return page;
}

const hotGames = (page: Page) => page.getByRole('tree').getByRole('treeitem', { name: /^GameGrid #hot-games/ });

test('each operator sees the other on casino1, and the node the other selected', async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await open(browser, 'ann');
  const ben = await open(browser, 'ben');
  await hotGames(ann).click();
  await expect(ben.getByRole('list', { name: 'Also here' })).toContainText('ann', { timeout: 15_000 });
  await expect(ann.getByRole('list', { name: 'Also here' })).toContainText('ben', { timeout: 15_000 });
  await expect(hotGames(ben)).toContainText('ann', { timeout: 15_000 });
  await ben.screenshot({ path: 'docs/images/studio-presence.png' });
  await ann.context().close();
  // a closed tab is gone from the others' bar
  await expect(ben.getByRole('list', { name: 'Also here' })).toHaveCount(0, { timeout: 15_000 });
  await ben.context().close();
});

test('a conflicting edit shows both values; keep mine saves it on the newest version', async ({ browser }) => {
  test.setTimeout(150_000);
  // one operator in two tabs: one draft; the second tab hears no events, so it edits on the version it read
  const first = await open(browser, 'ann');
  const second = await open(browser, 'ann', { noEvents: true });
  const setColumns = async (page: Page, value: string) => {
    await hotGames(page).click();
    const columns = page.getByRole('region', { name: /^Inspector: / }).getByRole('spinbutton', { name: 'columns', exact: true });
    await columns.fill(value);
    await columns.press('Tab');
  };
  await setColumns(first, '5');
  await expect(first.getByRole('status').filter({ hasText: /^Saved · v2$/ })).toBeVisible({ timeout: 15_000 });
  await setColumns(second, '7');
  const dialog = second.getByRole('dialog', { name: 'Someone changed this too' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('conflict-yours')).toHaveText('7');
  await expect(dialog.getByTestId('conflict-theirs')).toHaveText('5');
  await second.screenshot({ path: 'docs/images/studio-conflict.png' });
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(second.getByRole('status').filter({ hasText: /^Saved · v3$/ })).toBeVisible({ timeout: 15_000 });
  // the first tab hears the edit and reloads the draft in place
  await expect(first.getByRole('status').filter({ hasText: /^Saved · v3$/ })).toBeVisible({ timeout: 15_000 });
  await expect(first.getByRole('region', { name: /^Inspector: / }).getByRole('spinbutton', { name: 'columns', exact: true })).toHaveValue('7');
  await first.context().close();
  await second.context().close();
});

test('a presence report slow on the way does not undo the newer one', async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await open(browser, 'ann');
  // ben's tab reports one thing at a time: were its draft-only report sent beside the newer one, it would land last and hide ben
  const ben = await open(browser, 'ben', { slowReport: true });
  await expect(ann.getByRole('list', { name: 'Also here' })).toContainText('ben', { timeout: 15_000 });
  await ann.context().close();
  await ben.context().close();
});
