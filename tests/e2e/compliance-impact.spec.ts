import { expect, test, type Page } from './fixtures.ts';
import { studioLogIn } from './helpers.ts';
import { as, login, op, startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';
import { shiftedClock } from '../security/shifted-clock.ts';

/**
 * The studio's Compliance impact tab (issue 52) against a real server (`npm start`) whose clock stands
 * on 1 March 2022, before Ontario's rules start (4 April 2022, schemas/jurisdiction-packs/ontario.ts).
 * casino11 is published showing its promotions to logged-out visitors (the gate lets it through: the
 * rule is not in force yet); the tab, for 1 May 2022, lists Ontario's rules for casino11 and the breach
 * with its pointer, and a click opens casino11's promotions page with the offending node selected. A
 * viewer over casino1 only sees casino1, which no rule of its regulator touches by then.
 */
test.describe.configure({ mode: 'serial' });

const CASINO11 = 'templates/casino11.json';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fx = await startOperatorServer(shiftedClock('2022-03-01T12:00:00Z'), { publisher: ['publisher', '*'], casinoviewer: ['viewer', 'casino1'] }, []);
  const publisher = await login(fx.port, 'publisher');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: publisher.cookie })).json as unknown as { id: string; files: Record<string, string> };
  const casino11 = JSON.parse(live.files[CASINO11]!) as Record<string, unknown>;
  delete casino11['patches'];
  const published = await op(
    fx.port,
    '/api/publish',
    as(publisher, {
      files: { ...live.files, [CASINO11]: `${JSON.stringify(casino11, null, 2)}\n` },
      parent: live.id,
      message: 'casino11 promotions for everyone',
    }),
  );
  expect(published.status, published.body).toBe(201);
});
test.afterAll(async () => {
  await fx?.stop();
});

async function showImpact(page: Page, date: string) {
  await page.getByRole('tab', { name: 'Compliance impact' }).click();
  const panel = page.getByRole('region', { name: 'Compliance impact', exact: true });
  await panel.getByLabel('Rules in force by').fill(date);
  await panel.getByRole('button', { name: 'Show impact' }).click();
  return panel;
}

test("a publisher sees Ontario's rules to come, casino11's breach, and opens the node it points at", async ({ page }) => {
  test.setTimeout(120_000);
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'publisher', 'correct horse battery');
  const panel = await showImpact(page, '2022-05-01');
  await expect(panel).toContainText('judged for the rules starting after 2022-03-01 and by 2022-05-01: 4 rules; 1 of your brands would break one.');
  const brand = panel.getByRole('region', { name: 'casino11 compliance impact' });
  await expect(brand.getByRole('heading', { level: 3 })).toContainText('casino11 (AGCO) 1 breach');
  await expect(brand.getByRole('list', { name: 'Rules starting for casino11' }).getByRole('listitem')).toHaveCount(4);
  await expect(brand.getByRole('list', { name: 'Rules starting for casino11' })).toContainText('ontario-no-public-bonus-advertising (AGCO) from 2022-04-04');
  await expect(brand.getByRole('list', { name: 'Rules starting for casino11' }).getByText('not confirmed').first()).toBeVisible();
  const breach = brand.getByRole('list', { name: 'What breaks them in casino11' }).getByRole('listitem');
  await expect(breach).toHaveCount(1);
  await expect(breach).toContainText('PromotionsList is shown to logged-out visitors (/promotions)');
  await expect(breach).toContainText('Fix:');
  await expect(panel.getByRole('region', { name: 'slot2 compliance impact' })).toHaveCount(0);
  await expect(panel).toContainText(/\d+ other brands of yours: no rule of their regulator starts by then\./);

  await breach.getByRole('button', { name: /^Open pages\/promotions\.json \/root\/.* in casino11$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /casino11.*promotions/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /^Inspector: PromotionsList/ })).toBeVisible();
});

test('a day before the rules start lists none; a viewer over casino1 sees only casino1', async ({ page }) => {
  await studioLogIn(page, `http://127.0.0.1:${fx.port}/studio/`, 'casinoviewer', 'correct horse battery');
  const early = await showImpact(page, '2022-04-03');
  await expect(early.getByText('No rule of any regulator starts after 2022-03-01 and by 2022-04-03.')).toBeVisible();
  const later = await showImpact(page, '2022-05-01');
  await expect(later).toContainText('4 rules; 0 of your brands would break one.');
  await expect(later.getByRole('region', { name: /compliance impact$/ })).toHaveCount(0);
  await expect(later).toContainText('1 other brand of yours: no rule of its regulator starts by then.');
  await expect(later).not.toContainText('casino11');
});
