import { request } from 'node:http';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Scheduled publishing in the studio (docs/operators.md "Scheduled publishing") against a real server:
 * a publisher schedules the draft from Schedule… (the time read in casino1's zone, named in the
 * label), cancels one from the list beside the history, and the one left goes live at its time on its
 * own: the site serves it and the list says published. axe on the dialog.
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

function home(): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: fx.server.port, path: '/', headers: { host: 'casino1.localhost' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end();
  });
}

const themeColour = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

/** The next whole minute at least `lead` ms away, as a datetime-local value in UTC (casino1's zone). */
function nextMinute(lead: number): { value: string; at: number } {
  const at = Math.ceil((Date.now() + lead) / 60_000) * 60_000;
  return { value: new Date(at).toISOString().slice(0, 16), at };
}

test('a publisher schedules the draft, cancels one schedule, and the other goes live at its time', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const before = themeColour(await home());
  expect(before).toMatch(/^#[0-9a-f]{6}$/);
  const after = before === '#123456' ? '#654321' : '#123456';

  await page.goto(`http://127.0.0.1:${fx.port}/studio/`);
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill('publisher');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();
  // casino1's theme colour changed in the publisher's draft, through the operator API as the session's own
  const changed = await page.evaluate(
    async ({ from, to }) => {
      const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
      const drafts = (await (await fetch('/api/drafts')).json()) as { items: { id: string; updatedAt: string }[] };
      const id = drafts.items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!.id;
      const draft = (await (await fetch(`/api/drafts/${id}`)).json()) as { version: number; files: Record<string, string> };
      const files = { ...draft.files, 'templates/casino1.json': draft.files['templates/casino1.json']!.replaceAll(`"${from}"`, `"${to}"`) };
      const headers = { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken };
      return (await fetch(`/api/drafts/${id}`, { method: 'PUT', headers, body: JSON.stringify({ version: draft.version, files }) })).status;
    },
    { from: before!, to: after },
  );
  expect(changed).toBe(200);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();

  // one far ahead, then cancelled from the list
  await page.getByRole('button', { name: 'Schedule…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Schedule the draft' });
  await expect(dialog.getByLabel('Goes live at (UTC)')).toBeVisible();
  expect(await axeViolations(page, { include: 'dialog' }), 'schedule dialog').toEqual([]);
  await dialog.getByLabel('Goes live at (UTC)').fill('2099-12-24T18:00');
  await dialog.getByLabel('Message (required)').fill('far ahead');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'History' }).click();
  const list = page.getByRole('region', { name: 'Schedules' });
  await list.getByRole('button', { name: /^Cancel the schedule “far ahead”/ }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'far ahead' })).toContainText('cancelled');

  // the next whole minute: the server's clock publishes it with no request of ours
  const soon = nextMinute(15_000);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  dialog = page.getByRole('dialog', { name: 'Schedule the draft' });
  await dialog.getByLabel('Goes live at (UTC)').fill(soon.value);
  await dialog.getByLabel('Message (required)').fill('casino1 recoloured on time');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  const entry = list.getByRole('listitem').filter({ hasText: 'casino1 recoloured on time' });
  await expect(entry).toContainText('scheduled');

  await new Promise((r) => setTimeout(r, Math.max(0, soon.at - Date.now())));
  await expect.poll(async () => themeColour(await home()), { timeout: 5_000, intervals: [200] }).toBe(after);
  // the list reads again when the tab is shown
  await page.getByRole('tab', { name: /^Problems/ }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'casino1 recoloured on time' })).toContainText('published');
  await expect(page.getByRole('region', { name: 'History' }).getByText(/casino1 recoloured on time \(scheduled by publisher/)).toBeVisible();
});
