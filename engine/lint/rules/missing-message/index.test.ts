import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../../project/repo.ts';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';
const TEMPLATE3 = 'site-configs/layouts/template3.json';
const layout = JSON.parse(readFileSync(join(REPO_ROOT, TEMPLATE3), 'utf8')) as { root: { children: unknown[] } };
layout.root.children.unshift({ widget: 'PageHeading', props: { title: 'brand.shared.line' } });
// a shared page only casino2 routes to: its brand keys are casino2's alone to carry
const CASINO2 = 'site-configs/templates/casino2.json';
const casino2 = JSON.parse(readFileSync(join(REPO_ROOT, CASINO2), 'utf8')) as Record<string, unknown>;
const routed = { ...casino2, routes: { '/tournaments': { page: 'tournaments', guard: 'none' } } };
const tournaments = {
  'site-configs/pages/tournaments.json': JSON.stringify({ version: 1, root: { widget: 'PageHeading', props: { title: 'brand.tournaments.title' } } }, null, 2),
};

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'keys every language folder has', files: { [HOME]: F('keys.json').replace('ui.noSuchKey', 'ui.home') } },
    {
      name: 'a brand key on a shared page that only the template carrying it routes to',
      files: { ...tournaments, [CASINO2]: JSON.stringify({ ...routed, messages: { 'tournaments.title': { EN: 'Tournaments' } } }) },
    },
  ],
  invalid: [
    {
      name: 'reports a key missing in any language folder that exists',
      files: { [HOME]: F('keys.json'), 'locales/php/ui.json': JSON.stringify({ home: 'Tahanan' }) },
      problems: [
        {
          ruleId: 'missing-message',
          severity: 'error',
          file: HOME,
          line: 7,
          column: 77,
          pointer: '/root/children/0/props/subtitle',
          message: 'message "ui.noSuchKey" is missing in locales/en/ui.json, locales/php/ui.json',
        },
        expect.objectContaining({
          line: 8,
          column: 54,
          pointer: '/root/children/1/props/title',
          message: 'message "ui.about" is missing in locales/php/ui.json',
        }),
      ],
    },
    {
      name: 'checks a brand key against the copy of every template that renders the tree',
      files: { 'site-configs/templates/casino2.json': F('brand-key.json') },
      problems: [
        {
          ruleId: 'missing-message',
          severity: 'error',
          file: 'site-configs/templates/casino2.json',
          line: 10,
          column: 107,
          pointer: '/patches/pages/home/hot-games/at/desktop/title',
          message: 'message "brand.home.hedline" is missing in the copy ("messages") of template casino2',
        },
      ],
    },
    {
      name: 'names each template rendering a shared tree whose copy lacks its brand key',
      files: { [TEMPLATE3]: JSON.stringify(layout, null, 2) },
      problems: [
        expect.objectContaining({
          pointer: '/root/children/0/props/title',
          message: 'message "brand.shared.line" is missing in the copy ("messages") of template casino3',
        }),
      ],
    },
    {
      name: 'checks a brand key on a shared page only against the templates that route to it',
      files: { ...tournaments, [CASINO2]: JSON.stringify(routed) },
      problems: [expect.objectContaining({ message: 'message "brand.tournaments.title" is missing in the copy ("messages") of template casino2' })],
    },
  ],
});
