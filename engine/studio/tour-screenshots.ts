/**
 * The studio tour's screenshots in docs/operators.md, taken from a running server so they show the
 * studio as built: `npm start` with an operator account, then
 *   STUDIO_URL=http://127.0.0.1:3001/studio/ STUDIO_USER=ann STUDIO_PASSWORD=… npx tsx engine/studio/tour-screenshots.ts [out dir]
 * (default out dir docs/images). Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const url = process.env['STUDIO_URL'] ?? 'http://127.0.0.1:3001/studio/';
const user = process.env['STUDIO_USER'];
const password = process.env['STUDIO_PASSWORD'];
const out = process.argv[2] ?? 'docs/images';
if (!user || !password) {
  console.error('STUDIO_USER and STUDIO_PASSWORD name an operator account (npx operator add …)');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const shot = async (name: string) => {
    await page.screenshot({ path: join(out, `studio-${name}.png`) });
    console.log(`wrote ${join(out, `studio-${name}.png`)}`);
  };
  await page.goto(url);
  await page.getByLabel('Account name').fill(user);
  await page.getByLabel('Password').fill(password);
  await shot('login');
  await page.getByRole('button', { name: 'Log in' }).click();
  const nav = page.getByRole('navigation', { name: 'Brands and templates' });
  await nav.waitFor();
  await nav.getByRole('searchbox').fill('casino1');
  await nav.getByRole('list', { name: 'casino1 pages' }).first().getByRole('button', { name: 'home', exact: true }).click();
  const outline = page.getByRole('tree').first();
  await outline.waitFor();
  await outline.getByRole('treeitem', { name: /^GameGrid #hot-games/ }).click();
  await page.getByRole('region', { name: /^Inspector: / }).waitFor();
  // the preview frame loads after the page view; give it its first paint
  await page.waitForTimeout(3_000);
  await shot('editing');
} finally {
  await browser.close();
}
