import { expect, test } from './fixtures.ts';
import { chunkPath, studioLogIn } from './helpers.ts';
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

/**
 * Opens `path` of casino1 and waits for the page view's observer: its chunk, loaded after idle, arrived and
 * ran. (A request, not a resource timing entry: a lobby's images fill the timing buffer first.)
 */
async function openWatched(page: Page, path: string): Promise<void> {
  let asked = false;
  const beacon = chunkPath('src/app/platform/start-field-beacon.ts');
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === beacon) asked = true;
  });
  await page.goto(`${origin()}${path}`);
  await expect.poll(() => asked, { timeout: 60_000 }).toBe(true);
  // its module evaluates and takes its first look within a frame or two
  await page.waitForTimeout(2_000);
}

/**
 * The player switches away: the page is hidden, and the report goes as a beacon. Said by the page itself,
 * as Chromium would: closing the tab did it too, but the test's teardown could close the context before the
 * beacon left.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const seenOnce: ElementCounts = { views: 1, rendered: 1, visible: 1 };

test('a page view with the footer in view reports the licence statement and the responsible-gambling link seen', async ({ page }) => {
  test.setTimeout(90_000);
  await openWatched(page, '/');
  await page.locator('[data-compliance-element="licence-statement"]').scrollIntoViewIfNeeded();
  await page.locator('[data-compliance-element="rg-link"]').scrollIntoViewIfNeeded();
  // the observer's callback runs after the frame in which the footer came into view
  await page.waitForTimeout(500);
  const beacons: { url: string; body: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/__(vitals|compliance-seen)$/.test(new URL(r.url()).pathname)) beacons.push({ url: r.url(), body: r.postData() ?? '' });
  });
  await hide(page);
  await expect.poll(() => countsOf('/'), { timeout: 30_000 }).toMatchObject({ 'licence-statement': seenOnce, 'rg-link': seenOnce });
  // one beacon with the page view's vitals beside its elements (the page was shown, so TTFB at least is settled)
  expect(beacons.map((b) => new URL(b.url).pathname)).toEqual(['/__vitals']);
  const sent = JSON.parse(beacons[0]!.body) as { page: string; metrics?: { name: string }[]; elements?: unknown[] };
  expect(sent.page).toBe('/');
  expect(sent.metrics?.map((m) => m.name)).toContain('TTFB');
  expect(sent.elements?.length).toBeGreaterThan(0);
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
  await openWatched(page, '/casino');
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  await hide(page);
  const hidden: ElementCounts = { views: 1, rendered: 1, visible: 0 };
  await expect.poll(() => countsOf('/casino'), { timeout: 30_000 }).toMatchObject({ 'licence-statement': hidden, 'rg-link': hidden });
});

test('the studio’s Compliance seen tab shows the rates, flagging the element below the threshold', async ({ page }) => {
  test.setTimeout(90_000);
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'viewer', PASSWORD);
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
  await expect(row('/casino', 'Licence statement')).toContainText('0 %');
  await expect(row('/casino', 'Licence statement')).toContainText('below threshold');
  await expect(page.getByRole('status').filter({ hasText: /shown on fewer than 95 % of page views/ })).toBeVisible();
});
