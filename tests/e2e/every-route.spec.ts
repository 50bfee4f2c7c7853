import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { expectStrictPolicy, listenForViolations } from './csp-checks.ts';
import { hydrated, logIn, site, withSaveData } from './helpers.ts';
import routes from '../../site-configs/routes.json' with { type: 'json' };

/**
 * Every route on each template family's showcase site at mobile and desktop width, logged in first so
 * guarded routes show their own content; one walk, several checks (each page costs a load and a
 * hydration, so the checks share it):
 * - issue 11 part 2: an axe scan (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): no serious or critical violation;
 * - issue 11 part 3: every response carries the strict CSP, no page reports a violation or throws, and
 *   the operator's analytics ran under the nonce without the browser asking for them.
 */

// independent pages: both workers share the routes
test.describe.configure({ mode: 'parallel' });

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  for (const width of [375, 1280]) {
    test(`every route on ${key} at ${width} px: no serious or critical axe violation, no CSP violation, no page error`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await withSaveData(page);
      const violations = await listenForViolations(page);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      const analyticsCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/get_analytics')) analyticsCalls.push(r.url());
      });
      const base = site(key);
      await logIn(page, base);
      // one line per rule and element, with the routes it shows on: a header problem is one line, not 49
      const found = new Map<string, string[]>();
      for (const { path } of routes.routes) {
        const res = await page.goto(`${base}${path}`);
        expectStrictPolicy(res?.headers()['content-security-policy'], `${key} ${path}`);
        await hydrated(page);
        for (const line of await axeViolations(page)) found.set(line, [...(found.get(line) ?? []), path]);
      }
      const report = [...found].map(([line, paths]) => `${line} on ${paths.length === routes.routes.length ? 'every route' : paths.join(' ')}`);
      expect(report, `${key} at ${width} px`).toEqual([]);
      // the server wrote the analytics into each page: HEAD and BODY scripts both ran, and the browser never asked for them
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __analytics?: { events: { type: string }[] } }).__analytics?.events.map((e) => e.type) ?? null))
        .toContain('body_loaded');
      expect(analyticsCalls).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
