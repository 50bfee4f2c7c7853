import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGCOR_TAGLINE } from '../../../../schemas/jurisdiction-packs/pagcor.ts';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

// issue 52 part 2: each new pack rule refuses a demo brand changed to break it
const UKGC = 'site-configs/templates/sportsbook1.json';
const CURACAO = 'site-configs/templates/casino2.json';
const PAGCOR = 'site-configs/templates/casino1.json';
const read = (rel: string) => readFileSync(join(REPO_ROOT, rel), 'utf8');
const without = (rel: string, line: RegExp) => {
  const text = read(rel);
  const out = text.replace(line, '');
  if (out === text) throw new Error(`${rel}: nothing matched ${line}`);
  return out;
};
const changed = (rel: string, change: (jurisdiction: Record<string, unknown>, template: Record<string, unknown>) => void) => {
  const template = JSON.parse(read(rel)) as { jurisdiction: Record<string, unknown> } & Record<string, unknown>;
  change(template.jurisdiction, template);
  return `${JSON.stringify(template, null, 2)}\n`;
};

new RuleTester().run(rule, {
  valid: [{ name: 'the demo brands, which carry the messages, the help link and the tagline', lint: 'site-configs' }],
  invalid: [
    {
      name: 'a GB brand without safer-gambling messages',
      files: { [UKGC]: without(UKGC, /\n\s*"saferGamblingMessages": \[[^\]]*\],/) },
      problems: [
        expect.objectContaining({
          file: UKGC,
          pointer: '/jurisdiction',
          message: expect.stringMatching(/^ukgc-safer-gambling-messages \(UKGC\): template sportsbook1: jurisdiction\.saferGamblingMessages is not set/),
        }),
      ],
      output: null,
    },
    {
      name: 'a Curaçao brand without a help organisation',
      files: { [CURACAO]: changed(CURACAO, (j) => void delete j['helpline']) },
      problems: [
        expect.objectContaining({ file: CURACAO, message: expect.stringMatching(/^curacao-help-link \(GCB\): .*jurisdiction\.helpline\.url is not set/) }),
      ],
      output: null,
    },
    {
      name: 'a Curaçao brand whose layout drops the compliance footer',
      files: {
        [CURACAO]: changed(CURACAO, (_j, t) => void (t['patches'] = { structure: { layouts: { template2: [{ remove: 'compliance-footer' }] } } })),
      },
      lint: 'site-configs',
      problems: [
        expect.objectContaining({
          file: CURACAO,
          pointer: '/jurisdiction/regulator',
          message: expect.stringMatching(/^curacao-rg-footer \(GCB\): template casino2: ComplianceFooter is missing on \/, /),
        }),
      ],
      output: null,
    },
    {
      name: 'a PAGCOR brand whose tagline is worded otherwise',
      files: { [PAGCOR]: changed(PAGCOR, (j) => void (j['tagline'] = 'Play responsibly.')) },
      problems: [
        expect.objectContaining({
          file: PAGCOR,
          pointer: '/jurisdiction/tagline',
          message: expect.stringContaining(
            `pagcor-tagline-wording (PAGCOR): template casino1: jurisdiction.tagline is "Play responsibly.", not "${PAGCOR_TAGLINE}"`,
          ),
        }),
      ],
      output: null,
    },
  ],
});
