import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO2 = 'site-configs/templates/casino2.json';
const casino2 = JSON.parse(readFileSync(join(REPO_ROOT, CASINO2), 'utf8')) as Record<string, unknown>;

/** casino2.json with `routes` (and maybe pages) added. */
function withRoutes(extra: Record<string, unknown>): string {
  return `${JSON.stringify({ ...casino2, ...extra }, null, 2)}\n`;
}

const broken = withRoutes({
  routes: {
    '/tournaments': { page: 'tournament', guard: 'none' },
    '/slot': { hidden: true },
    '/promotions': { page: 'promotions', guard: 'none' },
    '/club': { page: 'vip' },
    '/vip': { hidden: true, page: 'vip' },
    '/cn': { page: 'home', guard: 'none' },
  },
});
const problem = { ruleId: 'template-route', severity: 'error', file: CASINO2 } as const;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'an own route to a page of the template, and a hide of a shared route',
      files: {
        [CASINO2]: withRoutes({
          routes: { '/tournaments': { page: 'tournaments', guard: 'none' }, '/sabong': { hidden: true } },
          pages: { tournaments: { root: { widget: 'PageHeading', props: { title: 'ui.leaderboard.title' } } } },
        }),
      },
    },
  ],
  invalid: [
    {
      name: 'reports a route to a missing page, a hide of no shared route, a shared path repeated and a language prefix, each at its own line',
      files: { [CASINO2]: broken },
      problems: [
        {
          ...problem,
          line: lineOf(broken, '"page": "tournament"'),
          column: 15,
          pointer: '/routes/~1tournaments/page',
          message: 'route /tournaments renders page "tournament", which has no file site-configs/pages/tournament.json and is not in template casino2\'s pages',
        },
        {
          ...problem,
          line: lineOf(broken, '"/slot":'),
          column: 5,
          pointer: '/routes/~1slot',
          message: 'template casino2 hides /slot, which is no shared route in site-configs/routes.json; did you mean "/slots"?',
          suggestion: '/slots',
        },
        {
          ...problem,
          line: lineOf(broken, '"/promotions":'),
          column: 5,
          pointer: '/routes/~1promotions',
          message: expect.stringMatching(
            /^route \/promotions is already a shared route \(site-configs\/routes.json \/routes\/\d+, page "promotions"\): a template adds new paths/,
          ),
        },
        {
          ...problem,
          line: lineOf(broken, '"/club":'),
          column: 5,
          pointer: '/routes/~1club',
          message: 'route /club needs a guard (or "hidden": true to hide a shared route)',
        },
        {
          ...problem,
          line: lineOf(broken, '"hidden": true', 2),
          column: 17,
          pointer: '/routes/~1vip/hidden',
          message: 'route /vip is hidden and also has page: an entry either hides a shared route or is a route of its own',
        },
        {
          ...problem,
          line: lineOf(broken, '"/cn":'),
          column: 5,
          pointer: '/routes/~1cn',
          message: "route /cn is a language prefix: the router reads it as that language's home, so the route is never reached",
        },
      ],
      output: { [CASINO2]: broken.replace('"/slot":', '"/slots":') },
    },
  ],
});
