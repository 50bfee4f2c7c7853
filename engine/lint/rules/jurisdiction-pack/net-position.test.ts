import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

// issue 52: GB's net position and session time on the game page (ukgc-session-net-position, from 2025-01-17)
const PLAYNOW = 'site-configs/pages/playnow.json';
const SPORTSBOOK1 = 'site-configs/templates/sportsbook1.json';
const UKGC_BRANDS = ['sportsbook1', 'sportsbook2', 'sportsbook3', 'sportsbook4'];
const read = (rel: string) => readFileSync(join(REPO_ROOT, rel), 'utf8');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const page = JSON.parse(read(PLAYNOW)) as { root: { children: { widget: string }[] } };
const withoutWidget = json({ ...page, root: { ...page.root, children: page.root.children.filter((c) => c.widget !== 'SessionStats') } });
const brand = JSON.parse(read(SPORTSBOOK1)) as Record<string, unknown>;
const guestsOnly = json({ ...brand, patches: { pages: { playnow: { 'session-stats': { when: { auth: 'guest' } } } } } });
const missing = (template: string) =>
  expect.objectContaining({
    ruleId: 'jurisdiction-pack',
    file: `site-configs/templates/${template}.json`,
    pointer: '/jurisdiction/regulator',
    message: expect.stringMatching(
      new RegExp(`^ukgc-session-net-position \\(UKGC\\): template ${template}: SessionStats is missing on /playnow \\(.*in force from 2025-01-17`),
    ),
  });

new RuleTester().run(rule, {
  valid: [
    { name: 'the demo brands, whose game page carries the session figures', lint: 'site-configs' },
    { name: 'a game page without them before the rule is in force', files: { [PLAYNOW]: withoutWidget }, lint: 'site-configs', now: Date.UTC(2025, 0, 16) },
  ],
  invalid: [
    {
      name: 'the shared game page without SessionStats: every UKGC brand, and no other',
      files: { [PLAYNOW]: withoutWidget },
      lint: 'site-configs',
      now: Date.UTC(2025, 0, 17),
      problems: UKGC_BRANDS.map(missing),
      output: null,
    },
    {
      name: 'a UKGC brand that shows them to guests only',
      files: { [SPORTSBOOK1]: guestsOnly },
      lint: 'site-configs',
      problems: [missing('sportsbook1')],
      output: null,
    },
  ],
});
