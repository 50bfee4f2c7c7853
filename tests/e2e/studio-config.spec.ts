import { request } from 'node:http';
import { expect, test } from './fixtures.ts';
import { openStudioPage, studioLogIn } from './helpers.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Issue 49, the whole config in the studio, against a real server on a temporary config store: a
 * publisher adds a brand route (/winners → the leaderboard page) and its Filipino copy in the
 * template settings, points the page's heading at the copy in the inspector, publishes, and the player
 * site serves /php/winners with the Filipino text (and English at /winners). The draft holds exactly
 * the JSON an operator writes by hand.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
// a save is an edit, a lint and a catalog read on a shared machine
const SAVED = { timeout: 30_000 };
const FILIPINO = 'Mga nanalo ngayong linggo';
const ENGLISH = 'Winners this week';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({}, { publisher: ['publisher', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

/** A page of casino1 as a guest, through the real player server (Host picks the site). */
function get(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: fx.server.port, path, headers: { host: 'casino1.localhost' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function servedWithin(ms: number, path: string, text: string): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    const page = await get(path);
    if (page.status === 200 && page.text.includes(text)) return true;
    await new Promise((r) => setTimeout(r, 250));
  } while (Date.now() < deadline);
  return false;
}

test('a brand route and its Filipino copy added in the studio are served by the player site after publish', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  // the site has been seen: the fleet records the languages it offers (what the copy is written in)
  expect((await get('/')).status).toBe(200);
  expect((await get('/winners')).status).toBe(404);

  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'publisher', PASSWORD);
  await openStudioPage(page, 'casino1', 'leaderboard');
  const saved = page.getByRole('status').filter({ hasText: /^Saved · v\d+$/ });

  await page.getByRole('tab', { name: 'Template settings' }).click();
  const settings = page.getByRole('region', { name: 'Settings of template casino1' });
  // the route
  const addRoute = settings.getByRole('form', { name: 'Add a route' });
  await addRoute.getByLabel('Path').fill('/winners');
  await addRoute.getByLabel('Page').selectOption('leaderboard');
  await addRoute.getByRole('button', { name: 'Add route' }).click();
  await expect(settings.getByRole('table', { name: 'Routes of the template' }).getByRole('button', { name: 'Remove /winners' })).toBeVisible(SAVED);
  // the copy: English first, then Filipino in its column (casino1 offers it)
  await expect(settings.getByText(/Offered by this template's sites: .*Filipino/)).toBeVisible();
  const addCopy = settings.getByRole('form', { name: 'Add brand copy' });
  await addCopy.getByLabel('Key').fill('winners.title');
  await addCopy.getByLabel('English text').fill(ENGLISH);
  await addCopy.getByRole('button', { name: 'Add copy' }).click();
  const copy = settings.getByRole('table', { name: 'Brand copy by language' });
  await expect(copy.getByRole('rowheader', { name: /winners\.title/ })).toContainText('missing: PHP', SAVED);
  const filipino = copy.getByLabel('winners.title in Filipino');
  await filipino.fill(FILIPINO);
  await filipino.press('Enter');
  await expect(copy.getByRole('rowheader', { name: /winners\.title/ })).not.toContainText('PHP', SAVED);
  await page.screenshot({ path: 'docs/images/studio-routes-copy.png' });

  // the page's heading shows the copy: its title prop names brand.winners.title
  await page.getByRole('tab', { name: 'Page' }).click();
  const outline = page.getByRole('tree', { name: /^Outline of leaderboard in / });
  await outline.getByRole('treeitem', { name: /^WinnersBoard #leaderboard-stats/ }).click();
  const inspector = page.getByRole('region', { name: /^Inspector: / });
  const title = inspector.getByRole('textbox', { name: 'title', exact: true });
  await expect(saved).toBeVisible(SAVED);
  const before = (await saved.textContent()) ?? '';
  await title.fill('brand.winners.title');
  await title.press('Tab');
  await expect(saved).not.toHaveText(before, SAVED);

  // what the draft holds: the template's own JSON, as an operator writes it by hand
  const template = await page.evaluate(async () => {
    const drafts = (await (await fetch('/api/drafts')).json()) as { items: { id: string; updatedAt: string }[] };
    const id = drafts.items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!.id;
    const draft = (await (await fetch(`/api/drafts/${id}`)).json()) as { files: Record<string, string> };
    return JSON.parse(draft.files['templates/casino1.json']!) as Record<string, unknown>;
  });
  expect(template['routes']).toEqual({ '/winners': { page: 'leaderboard', guard: 'none' } });
  expect(template['messages']).toEqual({ 'winners.title': { EN: ENGLISH, PHP: FILIPINO } });

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
  await dialog.getByLabel('Message (required)').fill('casino1: a winners route with Filipino copy');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published: revision \S+ is live\./)).toBeVisible({ timeout: 30_000 });

  expect(await servedWithin(15_000, '/php/winners', FILIPINO), 'the Filipino page of the new route').toBe(true);
  expect(await servedWithin(5_000, '/winners', ENGLISH), 'the English page of the new route').toBe(true);
});
