import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const ROUTES = 'site-configs/routes.json';
const F = (name: string) => fixture(import.meta.url, name);
const casino9 = JSON.stringify({
  $schema: '../../schemas/generated/template.schema.json',
  version: 1,
  key: 'casino9',
  extends: 'casino1',
  pages: { about: { root: { widget: 'PageHeading', props: { title: 'ui.about' } } } },
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped routes', lint: ROUTES },
    {
      name: 'accepts a page without a file that every concrete template overrides (home, from the family bases)',
      files: { 'site-configs/pages/home.json': '' },
      lint: ROUTES,
    },
  ],
  invalid: [
    {
      name: 'reports a route layout or page without a file, with suggestions',
      files: { [ROUTES]: F('routes.json') },
      problems: [
        {
          ruleId: 'route-target',
          severity: 'error',
          file: ROUTES,
          line: 6,
          column: 77,
          pointer: '/routes/1/layout',
          message: 'route /preloader uses layout "defualt", which has no file site-configs/layouts/defualt.json; did you mean "default"?',
          suggestion: 'default',
        },
        {
          ruleId: 'route-target',
          severity: 'error',
          file: ROUTES,
          line: 7,
          column: 33,
          pointer: '/routes/2/page',
          message: 'route /bonus renders page "bonus", which has no file site-configs/pages/bonus.json and no template overrides it',
        },
        {
          ruleId: 'route-target',
          severity: 'error',
          file: ROUTES,
          line: 8,
          column: 33,
          pointer: '/routes/3/page',
          message: 'route /slots renders page "slot", which has no file site-configs/pages/slot.json and no template overrides it; did you mean "slots"?',
          suggestion: 'slots',
        },
      ],
      output: { [ROUTES]: F('routes.json').replace('"defualt"', '"default"').replace('"page": "slot"', '"page": "slots"') },
    },
    {
      name: 'names the templates that neither have the page file nor override it (not casino9, which does)',
      files: { 'site-configs/pages/about.json': '', 'site-configs/templates/casino9.json': casino9 },
      lint: ROUTES,
      problems: [
        expect.objectContaining({
          pointer: '/routes/1/page',
          message: expect.stringMatching(
            /^route \/about renders page "about", which has no file site-configs\/pages\/about.json and templates casino1, (?!.*casino9).*sportsbook4 do not override it$/,
          ),
        }),
      ],
    },
  ],
});
