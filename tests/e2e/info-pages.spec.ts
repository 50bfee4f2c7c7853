import { expect, test, type Page } from './fixtures.ts';
import { logIn, navigable, rawRequest, site, watchErrors } from './helpers.ts';

const CMS_PAGES: [string, string, string][] = [
  ['/about', 'About us', 'About Royal Ace Casino'],
  ['/privacy-policy', 'Privacy policy', 'We never sell your personal data.'],
  ['/responsible-gaming', 'Responsible gaming', 'Players must be 18 years or older.'],
  ['/banking', 'Banking', 'Withdrawals are paid only to an account in the registered player’s own name.'],
  ['/faqs', 'Frequently asked questions', 'How do I register an account?'],
  ['/term-condition', 'Terms and conditions', 'Royal Ace Casino'],
];

test('every CMS page reads in English, server-rendered and after a client navigation', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [path, title, text] of CMS_PAGES) {
    const html = (await rawRequest('casino1', path)).text;
    expect(html, `${path} is server-rendered`).toContain('class="w-cms"');
    await page.goto(`${site('casino1')}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.locator('article.w-cms');
    await expect(body).toBeVisible();
    await expect(body).toContainText(text);
  }
  // A client navigation runs the loader (and the sanitiser) in the browser.
  await page.goto(`${site('casino1')}/`);
  await navigable(page);
  await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.locator('article.w-cms')).toContainText('We never sell your personal data.');
  expect(errors).toEqual([]);
});

async function expectNothingExecuted(page: Page, dialogs: string[]) {
  const body = page.locator('article.w-cms');
  await expect(body).toContainText('About Neon Reels Club');
  await expect(body.getByText('Click for a prize')).toBeVisible();
  // Give an onerror handler every chance to fire before looking.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await body.locator('script').count()).toBe(0);
  expect(await body.locator('[onerror]').count()).toBe(0);
  expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
}

test('a CMS body with script, event-handler and javascript: URL payloads runs none of them (slot3 /about)', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  // The payloads are really there in the backend's answer.
  const startup = JSON.parse((await rawRequest('slot3', '/api/startup', { domain_name: 'slot3.localhost' })).text);
  const raw = JSON.parse(
    (await rawRequest('slot3', '/api/settings/siteinfodetail', { domain_name: 'slot3.localhost', external_id: startup.site.external_id })).text,
  );
  expect(raw.value.about_us.content_en).toContain('<script>');
  expect(raw.value.about_us.content_en).toContain('onerror=');
  expect(raw.value.about_us.content_en).toContain('javascript:');

  const html = (await rawRequest('slot3', '/about')).text;
  expect(html).not.toContain('__xss');

  await page.goto(`${site('slot3')}/about`);
  await expectNothingExecuted(page, dialogs);
  await page.locator('article.w-cms').getByText('Click for a prize').click();
  await expect(page).toHaveURL(`${site('slot3')}/about`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

  // The same body fetched and sanitised in the browser (client navigation).
  await page.goto(`${site('slot3')}/`);
  await navigable(page);
  await page.locator('footer').getByRole('link', { name: 'About us' }).click();
  await expectNothingExecuted(page, dialogs);
});

const PUBLIC: [string, string, string][] = [
  ['/about', 'About us', 'article.w-cms'],
  ['/privacy-policy', 'Privacy policy', 'article.w-cms'],
  ['/responsible-gaming', 'Responsible gaming', 'article.w-cms'],
  ['/term-condition', 'Terms and conditions', 'article.w-cms'],
  ['/faqs', 'Frequently asked questions', 'article.w-cms'],
  ['/banking', 'Banking', 'article.w-cms'],
  ['/contact-us', 'Contact us', '.w-contact a'],
  ['/vip', 'VIP club', '.w-vip__table'],
  ['/news', 'News', '.w-news__item'],
  ['/download', 'Download the app', '.w-app'],
  ['/mission', 'Missions', '[data-state="notice"]'],
  ['/spin', 'Lucky spin', '[data-state="notice"]'],
  ['/login', 'Log in', 'form'],
  ['/register', 'Create an account', 'form'],
  ['/forgot-password', 'Forgot password', 'form'],
];

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  test(`every public information page shows real content on ${key}`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    for (const [path, title, selector] of PUBLIC) {
      await page.goto(`${site(key)}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('main').locator(selector).first()).toBeVisible();
      await expect(page.locator('main [data-widget-fallback]')).toHaveCount(0);
      await expect(page.locator('main [data-state="error"]')).toHaveCount(0);
    }
    await page.goto(`${site(key)}/preloader`);
    await expect(page.getByRole('status').filter({ hasText: 'Getting everything ready for you' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${site(key)}/(en)?$`));
    expect(errors).toEqual([]);
  });
}

test('the VIP page shows a guest the levels and the player their progress', async ({ page }) => {
  await page.goto(`${site('casino1')}/vip`);
  await expect(page.getByRole('row', { name: /Gold/ })).toBeVisible();
  await expect(page.getByText('Log in to see your VIP level')).toBeVisible();
  await logIn(page, site('casino1'));
  await page.goto(`${site('casino1')}/vip`);
  const progress = page.getByTestId('vip-progress');
  await expect(progress).toContainText('Your level: Silver');
  await expect(progress).toContainText('Next level: Gold');
  await expect(progress.getByRole('progressbar', { name: 'Deposit progress' })).toHaveAttribute('aria-valuenow', '62.5');
});
