import { readdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { phoneContext, site } from './helpers.ts';

/**
 * Issue 32: every template is usable on a phone. On a 390×844 phone (its user agent, so the server
 * guesses the phone's breakpoint), each template's home, /login and /vip start their main content
 * within the first screen, and nothing overflows sideways. The sportsbook templates used to open
 * every page with their full vertical category list (the login form's password field at y = 1,092).
 */

const SCREEN = { width: 390, height: 844 };
const TEMPLATES = readdirSync('site-configs/templates')
  .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

/** What has to be on the first screen of each page: the login form's password field, else the main element's first heading, else its start. */
const ROUTES = [
  { path: '/', first: 'main' },
  { path: '/login', first: 'main input[type="password"]' },
  { path: '/vip', first: 'main :is(h1, h2)' },
] as const;

test('every template\u2019s home, /login and /vip start within a phone\u2019s first screen, with nothing sideways', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(TEMPLATES.length).toBeGreaterThanOrEqual(22);
  const context = await phoneContext(browser, SCREEN);
  const page = await context.newPage();
  const problems: string[] = [];
  for (const key of TEMPLATES) {
    for (const { path, first } of ROUTES) {
      await page.goto(`${site(key)}${path}`, { waitUntil: 'load' });
      const found = await page.evaluate((selector) => {
        const el = document.querySelector(selector);
        const box = el?.getBoundingClientRect();
        return {
          top: box ? box.top + window.scrollY : null,
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          // a link whose words wrap: one of its text nodes spans two lines (an icon above a label is not a wrap)
          menuRows: [...document.querySelectorAll('nav a')]
            .filter((a) => {
              const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) return true;
              }
              return false;
            })
            .map((a) => `${a.closest('[class^="w-"]')?.classList[0] ?? '?'} "${a.textContent?.trim() ?? ''}"`),
        };
      }, first);
      const where = `${key} ${path}`;
      if (found.top === null) problems.push(`${where}: no ${first}`);
      else if (found.top >= SCREEN.height) problems.push(`${where}: ${first} at y = ${Math.round(found.top)}`);
      if (found.scrollWidth > SCREEN.width) problems.push(`${where}: ${found.scrollWidth} px wide`);
      if (found.menuRows.length > 0) problems.push(`${where}: menu items on two lines: ${[...new Set(found.menuRows)].join(', ')}`);
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
