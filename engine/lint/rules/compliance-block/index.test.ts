import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const read = (rel: string) => JSON.parse(readFileSync(join(REPO_ROOT, rel), 'utf8')) as Record<string, unknown>;
const text = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;

const SPORTSBOOK1 = 'site-configs/templates/sportsbook1.json';
const CASINO1 = 'site-configs/templates/casino1.json';
const SLOT2 = 'site-configs/templates/slot2.json';
const sportsbook1 = read(SPORTSBOOK1);
const casino1 = read(CASINO1);
const slot2 = read(SLOT2);

/** sportsbook1 with its layout's compliance footer removed by a structural op. */
const noFooter = text({ ...sportsbook1, patches: { structure: { layouts: { template20: [{ remove: 'compliance-footer' }] } } } });
/** sportsbook1 showing its reality check only under a site flag too: it may be hidden, so it does not count. */
const flaggedCheck = text({ ...sportsbook1, patches: { layouts: { template20: { 'reality-check': { when: { auth: 'player', flag: 'gamify_status' } } } } } });
/** casino1 removing the age confirmation from the shared register page. */
const noAgeConfirmation = text({ ...casino1, patches: { structure: { pages: { register: [{ remove: 'age-confirmation' }] } } } });
/** slot2 without the tagline in its layout. */
const noTagline = text({ ...slot2, patches: { structure: { layouts: { template11: [{ remove: 'rg-tagline' }] } } } });

/** The responsible-gaming page without its time-out and self-exclusion controls. */
const noProtection = (template: Record<string, unknown>) =>
  text({ ...template, patches: { structure: { pages: { 'responsible-gaming': [{ remove: 'player-protection' }] } } } });
const sportsbook1NoProtection = noProtection(sportsbook1);
const casino1NoProtection = noProtection(casino1);
const slot2NoProtection = noProtection(slot2);

const at = (file: string, source: string) =>
  ({ ruleId: 'compliance-block', severity: 'error', file, line: lineOf(source, '"regulator"'), column: 18, pointer: '/jurisdiction/regulator' }) as const;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'a block in the page counts as well as one in the layout',
      files: {
        [SLOT2]: text({
          ...slot2,
          patches: {
            structure: {
              layouts: { template11: [{ remove: 'rg-tagline' }] },
              pages: { home: [{ insert: { widget: 'RgTagline', id: 'home-tagline' }, after: 'home-marquee' }] },
            },
          },
        }),
      },
    },
  ],
  invalid: [
    {
      name: 'UKGC: the compliance footer removed from the layout is missing on every route but /minigame (its own layout keeps one)',
      files: { [SPORTSBOOK1]: noFooter },
      problems: [
        {
          ...at(SPORTSBOOK1, noFooter),
          message: expect.stringMatching(
            /^template sportsbook1 is under the UK Gambling Commission \(ukgc\), which requires ComplianceFooter on every page \(licence statement and account number with a regulator link on every screen where players can gamble\): missing on \/, \/about, \/account, \/add-bank, \/arcade and \d+ more$/,
          ),
        },
      ],
      output: null,
    },
    {
      name: 'UKGC: a reality check that a flag may hide does not count',
      files: { [SPORTSBOOK1]: flaggedCheck },
      problems: [
        {
          ...at(SPORTSBOOK1, flaggedCheck),
          message: expect.stringMatching(
            /^template sportsbook1 is under the UK Gambling Commission \(ukgc\), which requires RealityCheck on every page \(reality checks for signed-in players\): missing on \/, /,
          ),
        },
      ],
      output: null,
    },
    {
      name: 'PAGCOR: no age confirmation on the register page',
      files: { [CASINO1]: noAgeConfirmation },
      problems: [
        {
          ...at(CASINO1, noAgeConfirmation),
          message:
            'template casino1 is under the Philippine Amusement and Gaming Corporation (pagcor), which requires AgeConfirmation on /register (players are 21 or older: confirmed before they register): missing on /register',
        },
      ],
      output: null,
    },
    {
      name: 'MGA: no responsible-gaming message on the home page',
      files: { [SLOT2]: noTagline },
      problems: [
        {
          ...at(SLOT2, noTagline),
          message:
            'template slot2 is under the Malta Gaming Authority (mga), which requires RgTagline on / (a responsible-gaming message on the home page): missing on /',
        },
      ],
      output: null,
    },
    {
      name: 'MGA: no self-exclusion on the responsible-gaming page',
      files: { [SLOT2]: slot2NoProtection },
      problems: [
        {
          ...at(SLOT2, slot2NoProtection),
          message:
            'template slot2 is under the Malta Gaming Authority (mga), which requires PlayerProtection on /responsible-gaming (self-exclusion one click from the responsible-gaming page): missing on /responsible-gaming',
        },
      ],
      output: null,
    },
    {
      name: 'UKGC: no time-out on the responsible-gaming page',
      files: { [SPORTSBOOK1]: sportsbook1NoProtection },
      problems: [
        {
          ...at(SPORTSBOOK1, sportsbook1NoProtection),
          message:
            'template sportsbook1 is under the UK Gambling Commission (ukgc), which requires PlayerProtection on /responsible-gaming (time-outs and self-exclusion the player can start; on the responsible-gaming page by our choice): missing on /responsible-gaming',
        },
      ],
      output: null,
    },
    {
      name: 'PAGCOR: no self-exclusion on the responsible-gaming page',
      files: { [CASINO1]: casino1NoProtection },
      problems: [
        {
          ...at(CASINO1, casino1NoProtection),
          message:
            'template casino1 is under the Philippine Amusement and Gaming Corporation (pagcor), which requires PlayerProtection on /responsible-gaming (self-exclusion of 6 months, 1 year or 5 years; on the responsible-gaming page by our choice): missing on /responsible-gaming',
        },
      ],
      output: null,
    },
  ],
});
