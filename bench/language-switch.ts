/**
 * Language switch benchmark: on a running site, switches EN → CN (first load of CN's messages),
 * back to EN, then to CN again (cached), timing click → <html lang> and the heading re-rendered.
 *
 *   npx tsx bench/language-switch.ts http://casino1.localhost:3000 [--path /slots] [--rounds 5]
 */
import { chromium, type Page } from '@playwright/test';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--'));
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
if (!base) {
  console.error('usage: tsx bench/language-switch.ts <site base URL> [--path /slots] [--rounds 5]');
  process.exit(2);
}
const path = option('path', '/slots');
const rounds = Number(option('rounds', '5'));

/** Clicks a language in the switcher and measures, in the page, until <html lang> is the target's. */
async function switchTo(page: Page, name: string, tag: string): Promise<number> {
  await page.getByRole('button', { name: /Language|语言|ভাষা/ }).click();
  const start = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForFunction((t) => document.documentElement.lang === t, tag);
  return (await page.evaluate(() => performance.now())) - start;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const first = await switchTo(page, '简体中文', 'zh-CN');
  const cached: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await switchTo(page, 'English', 'en-US');
    cached.push(await switchTo(page, '简体中文', 'zh-CN'));
  }
  cached.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      { url: new URL(path, base).href, firstSwitchMs: Math.round(first), cachedSwitchMedianMs: Math.round(cached[Math.floor(cached.length / 2)]!), cachedSwitchMaxMs: Math.round(cached.at(-1)!), rounds },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
}
