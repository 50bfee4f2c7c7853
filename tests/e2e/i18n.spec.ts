import { expect, test } from './fixtures.ts';
import { hydrated, rawRequest, site, watchErrors } from './helpers.ts';

test('the raw server HTML carries lang, hreflang for every language, x-default, canonical and og tags', async () => {
  const { text } = await rawRequest('casino1', '/cn/slots?utm_source=x');
  expect(text).toContain('<html lang="zh-CN" dir="ltr">');
  expect(text).toMatch(/<link rel="canonical" href="http:\/\/casino1\.localhost:\d+\/cn\/slots"\/>/);
  for (const [tag, path] of [
    ['en-US', '/slots'],
    ['zh-CN', '/cn/slots'],
    ['bn-BD', '/bn/slots'],
    ['x-default', '/slots'],
  ]) {
    expect(text).toMatch(new RegExp(`<link rel="alternate" hrefLang="${tag}" href="http://casino1\\.localhost:\\d+${path}"/>`));
  }
  expect(text).toContain('<meta property="og:locale" content="zh_CN"/>');
  expect(text).toContain('<meta property="og:locale:alternate" content="en_US"/>');
  expect(text).toMatch(/<meta property="og:url" content="http:\/\/casino1\.localhost:\d+\/cn\/slots"\/>/);
  expect(text).toMatch(/<title>[^<]+<\/title>/);
  expect(text).toMatch(/<meta name="description" content="[^"]+"\/>/);
});

test('prefix_except_default: switch EN → CN → BN changes the text in place and the URL prefix', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${site('casino1')}/slots`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Slots');
  const english = await heading.innerText();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(`${site('casino1')}/cn/slots`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(heading).not.toHaveText(english);

  await page.getByRole('button', { name: /Language|语言/ }).click();
  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL(`${site('casino1')}/bn/slots`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const cookies = await page.context().cookies();
  const locale = cookies.find((c) => c.name === 'i18n_redirected');
  expect(locale?.value).toBe('bn');
  expect(locale?.sameSite).toBe('Lax');

  await page.getByRole('link', { name: /VIP/ }).first().click();
  await expect(page).toHaveURL(/\/bn\/vip$/);
  expect(errors).toEqual([]);
});

test('no_prefix: switching keeps the URL, changes the text, and the cookie carries it to the next visit', async ({ page }) => {
  await page.goto(`${site('sportsbook1')}/slots`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.innerText();
  await page.getByRole('button', { name: /^Language/ }).click();
  // a language in another script, so the heading visibly changes (Filipino also says "Slots")
  const other = page.locator('.w-lang__menu a:not([aria-current])[lang^="zh"], .w-lang__menu a:not([aria-current])[lang^="bn"]').first();
  const lang = await other.getAttribute('lang');
  await other.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang ?? '');
  await expect(page).toHaveURL(`${site('sportsbook1')}/slots`);
  await expect(heading).not.toHaveText(before);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang ?? '');
});

test('prefix_and_default: "/" redirects to the preferred language, Accept-Language honoured on the first visit', async () => {
  const plain = await rawRequest('slot2', '/');
  expect(plain.status).toBe(302);
  expect(plain.headers.location).toBe('/en');
  const en = await rawRequest('slot2', '/en/vip');
  expect(en.status).toBe(200);
  expect((await rawRequest('slot2', '/rus/vip')).status).toBe(404);
});

test('casino2 (local and default language Chinese): the header menu reads the startup title_local; English reads title', async ({ page, context }) => {
  const errors = watchErrors(page);
  // a player who chose Chinese (an en-US browser's first visit is sent to /en)
  await context.addCookies([{ name: 'i18n_redirected', value: 'cn', url: site('casino2') }]);
  await page.goto(`${site('casino2')}/`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const menu = page.locator('.w-header__nav a');
  await expect(menu).toHaveText(['首页', '热门游戏', '老虎机', '真人娱乐', '体育', '优惠活动', 'VIP 会员', '更多']);
  // the SEO meta texts are English (meta_lang en): a Chinese page titles itself with the local item name
  await expect(page).toHaveTitle('首页 | Dragon Palace Casino');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: /语言|Language/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${site('casino2')}/en`);
  await expect(menu).toHaveText(['Home', 'Hot Games', 'Slots', 'Live Casino', 'Sports', 'Promotions', 'VIP', 'More']);
  await expect(page).toHaveTitle('Dragon Palace Casino | Online Casino & Sports Betting');
  // neither page marks its menu as another language: each reads its own
  await expect(page.locator('.w-header__nav a[lang]')).toHaveCount(0);
  // a third language (Traditional Chinese) reads English, marked as such
  await page.goto(`${site('casino2')}/ct`);
  await hydrated(page);
  await expect(menu.first()).toHaveText('Home');
  await expect(menu.first()).toHaveAttribute('lang', 'en-US');
  expect(errors).toEqual([]);
});
