import { expect, test, type Page } from './fixtures.ts';
import { hydrated, navigable, site, watchErrors } from './helpers.ts';

/**
 * The browser's side of targeting (issue 31 part 4, docs/targeting.md), on casino3's home experiment
 * `home-welcome` (site-configs/templates/casino3.json): one `experiment_impression` push to `dataLayer`
 * per page load with the experiment and the visitor's variant; the targeted page hydrates without a
 * mismatch or console error; a client-side navigation away and back keeps the variant (and the page
 * load, so no second push).
 */
const HEADINGS = { classic: 'Welcome to Casino 3', bold: 'Your table is ready' } as const;

interface Impression {
  event: string;
  experiment_id: string;
  variant_id: string;
}

const impressions = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e): e is Impression => typeof e === 'object' && e !== null && (e as { event?: unknown }).event === 'experiment_impression',
    ),
  );

async function variantOf(page: Page): Promise<keyof typeof HEADINGS> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'exp_home-welcome');
  expect(cookie?.value === 'classic' || cookie?.value === 'bold', `exp_home-welcome=${cookie?.value}`).toBe(true);
  return cookie?.value as keyof typeof HEADINGS;
}

test('casino3: the home experiment reports its variant once, hydrates cleanly, and keeps it over a client navigation', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('casino3')}/en`);
  await hydrated(page);
  const variant = await variantOf(page);
  const other = variant === 'classic' ? 'bold' : 'classic';
  await expect(page.getByRole('heading', { name: HEADINGS[variant] })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADINGS[other] })).toHaveCount(0);
  await expect.poll(() => impressions(page)).toEqual([{ event: 'experiment_impression', experiment_id: 'home-welcome', variant_id: variant }]);

  // away by a link and back through history, in the same page load
  await navigable(page);
  await page.evaluate(() => ((window as { sameLoad?: boolean }).sameLoad = true));
  const home = new URL(page.url()).pathname;
  const away = page.locator('a[href^="/"]:visible').filter({ hasNot: page.locator(`[href="${home}"]`) });
  const target = await away.evaluateAll((links) => links.map((a) => a.getAttribute('href')).find((h) => h && h !== '/en' && h !== '/en/'));
  expect(target, 'a link to another page').toBeTruthy();
  await page.locator(`a[href="${target}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(page.getByRole('heading', { name: HEADINGS[variant] })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADINGS[other] })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameLoad?: boolean }).sameLoad), 'no reload: both navigations ran in the page').toBe(true);
  expect(await impressions(page), 'once per page load').toHaveLength(1);
  expect(errors).toEqual([]);
});

test('casino3: a reload is a new page load: the same variant, reported again once', async ({ page }) => {
  await page.goto(`${site('casino3')}/en`);
  await hydrated(page);
  const variant = await variantOf(page);
  await page.reload();
  await hydrated(page);
  expect(await variantOf(page)).toBe(variant);
  await expect.poll(() => impressions(page)).toEqual([{ event: 'experiment_impression', experiment_id: 'home-welcome', variant_id: variant }]);
  await expect(page.getByRole('heading', { name: HEADINGS[variant] })).toBeVisible();
});
