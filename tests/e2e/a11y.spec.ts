import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { hydrated, logIn, site } from './helpers.ts';
import routes from '../../site-configs/routes.json' with { type: 'json' };

/**
 * Issue 11 part 2: an axe scan (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) of every route on each template
 * family's showcase site at mobile and desktop width: no serious or critical violation. One page per
 * site and width, logged in first so guarded routes show their own content.
 */

// independent pages: both workers share the routes
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  for (const width of [375, 1280]) {
    test(`axe: every route on ${key} at ${width} px has no serious or critical violation`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      const base = site(key);
      await logIn(page, base);
      // one line per rule and element, with the routes it shows on: a header problem is one line, not 49
      const found = new Map<string, string[]>();
      for (const { path } of routes.routes) {
        await page.goto(`${base}${path}`);
        await hydrated(page);
        // passes and inapplicable rules keep one node each instead of every node: the same violations,
        // half the time per scan (1.0 → 0.54 s, most of it building and sending the passes' nodes)
        const axe = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
        // A page without frames is one document: axe.run in the page scans exactly what runPartial does,
        // without the blank page the default mode opens (and loads axe into) to merge frames' results,
        // which was half of each scan. A page with frames keeps the default, so cross-origin ones are scanned too.
        if (page.frames().length === 1) axe.setLegacyMode();
        const result = await axe.analyze();
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          for (const node of v.nodes.slice(0, 3)) {
            const line = `[${v.impact}] ${v.id}: ${v.help} at ${node.target.join(' ')}`;
            found.set(line, [...(found.get(line) ?? []), path]);
          }
        }
      }
      const report = [...found].map(([line, paths]) => `${line} on ${paths.length === routes.routes.length ? 'every route' : paths.join(' ')}`);
      expect(report, `${key} at ${width} px`).toEqual([]);
    });
  }
}
