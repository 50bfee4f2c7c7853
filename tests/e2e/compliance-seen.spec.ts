import { expect, test } from './fixtures.ts';
import { studioLogIn } from './helpers.ts';
import { login, op, PASSWORD, startOperatorServer, type Login, type OperatorFixture } from '../security/operator-server.ts';
import type { ComplianceSeenAnswer, ElementCounts } from '../../schemas/compliance-seen.ts';
import type { Page } from '@playwright/test';

/**
 * Compliance seen in the field (issue 52 part 3) against a real server with every page view sampled
 * (VITALS_SAMPLE_RATE=1): a player's page view of casino1 in Chromium reports its footer's licence
 * statement and responsible-gambling link as rendered and seen, the operator API and the studio's
 * Compliance seen tab show it; a page whose footer is pushed out of view reports it rendered, not seen.
 */
test.describe.configure({ mode: 'serial' });

let fx: OperatorFixture;
let viewer: Login;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fx = await startOperatorServer({ VITALS_SAMPLE_RATE: '1' }, { viewer: ['viewer', '*'] }, []);
  viewer = await login(fx.port, 'viewer');
});
test.afterAll(async () => {
  await fx?.stop();
});

const origin = () => `http://casino1.localhost:${fx.server.port}`;

/** casino1's counts for `page` as the operator API answers them (undefined: no report yet). */
async function countsOf(page: string): Promise<ComplianceSeenAnswer['series'][number]['elements'] | undefined> {
  const res = await op(fx.port, '/api/compliance/seen?template=casino1', { cookie: viewer.cookie });
  expect(res.status).toBe(200);
  return (res.json as unknown as ComplianceSeenAnswer).series.find((s) => s.site === 'casino1.localhost' && s.page === page)?.elements;
}

/** The page view's observer is running: its chunk loaded after idle. */
const watching = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/compliance-seen[-.][^/]*\.js$/.test(e.name))), { timeout: 20_000 })
    .toBe(true);

const seenOnce: ElementCounts = { views: 1, rendered: 1, visible: 1 };

test('a page view with the footer in view reports the licence statement and the responsible-gambling link seen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin()}/`);
  await watching(page);
  await page.locator('[data-compliance-element="licence-statement"]').scrollIntoViewIfNeeded();
  await page.locator('[data-compliance-element="rg-link"]').scrollIntoViewIfNeeded();
  // the observer's callback runs after the frame in which the footer came into view
  await page.waitForTimeout(500);
  // leaving the page hides it: the report goes as a beacon
  await page.goto('about:blank');
  await expect.poll(() => countsOf('/'), { timeout: 15_000 }).toMatchObject({ 'licence-statement': seenOnce, 'rg-link': seenOnce });
});

test('a page view whose footer never comes into view reports it rendered but not seen', async ({ page }) => {
  test.setTimeout(90_000);
  // the footer pushed out of the viewport before the page is ever shown: laid out, never in view
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll<HTMLElement>('.w-compliance')) {
        el.style.setProperty('position', 'fixed', 'important');
        el.style.setProperty('top', '-10000px', 'important');
      }
    }),
  );
  await page.goto(`${origin()}/slots`);
  await watching(page);
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  await page.goto('about:blank');
  const hidden: ElementCounts = { views: 1, rendered: 1, visible: 0 };
  await expect.poll(() => countsOf('/slots'), { timeout: 15_000 }).toMatchObject({ 'licence-statement': hidden, 'rg-link': hidden });
});

test('the studio’s Compliance seen tab shows the rates, flagging the element below the threshold', async ({ page }) => {
  test.setTimeout(90_000);
  await studioLogIn(page, `http://127.0.0.1:${fx.port}`, 'viewer', PASSWORD);
  await page.getByRole('tab', { name: 'Compliance seen' }).click();
  const table = page.getByRole('table', { name: /Compliance elements rendered and shown/ });
  await expect(table).toBeVisible();
  const row = (pagePath: string, element: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'casino1.localhost' }) })
      .filter({ hasText: element })
      .filter({ has: page.getByRole('cell', { name: pagePath, exact: true }) });
  await expect(row('/', 'Licence statement')).toContainText('100 %');
  await expect(row('/', 'Responsible-gambling link')).toContainText('ok');
  await expect(row('/slots', 'Licence statement')).toContainText('0 %');
  await expect(row('/slots', 'Licence statement')).toContainText('below threshold');
  await expect(page.getByRole('status').filter({ hasText: /shown on fewer than 95 % of page views/ })).toBeVisible();
});
