import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
/** A Stack shown under `outer` holding a Marquee shown under `inner`. */
const nested = (outer: unknown, inner: unknown) =>
  `${JSON.stringify(
    {
      $schema: '../../schemas/generated/page.schema.json',
      version: 1,
      root: { widget: 'Stack', children: [{ widget: 'Stack', when: outer, children: [{ widget: 'Marquee', when: inner }] }] },
    },
    null,
    2,
  )}\n`;
const at = '/root/children/0/children/0/when';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'rules that narrow', files: { [HOME]: nested({ languages: ['EN', 'CN'], auth: 'guest' }, { languages: ['CN'], markets: ['PH'] }) } },
    { name: 'a window inside a window', files: { [HOME]: nested({ from: '2030-01-01T00:00Z', until: '2030-02-01T00:00Z' }, { from: '2030-01-10T00:00Z' }) } },
  ],
  invalid: [
    {
      name: 'a language list sharing none with the enclosing one',
      files: { [HOME]: nested({ languages: ['EN'] }, { languages: ['CN', 'VI'] }) },
      problems: [
        expect.objectContaining({
          ruleId: 'contradictory-when',
          severity: 'error',
          pointer: `${at}/languages`,
          message: 'languages CN, VI share none with the enclosing EN (/root/children/0): the node can never show',
        }),
      ],
      output: null,
    },
    {
      name: 'auth, flags and experiment variants against the enclosing node',
      files: { [HOME]: nested({ auth: 'player', flag: 'live_chat', experiment: { id: 'hero', variant: 'a' } }, { auth: 'guest' }) },
      problems: [expect.objectContaining({ pointer: `${at}/auth` })],
      output: null,
    },
    {
      name: 'a negated flag',
      files: { [HOME]: nested({ flag: 'live_chat' }, { flag: '!live_chat' }) },
      problems: [expect.objectContaining({ pointer: `${at}/flag` })],
      output: null,
    },
    {
      name: 'another variant of the same experiment',
      files: { [HOME]: nested({ experiment: { id: 'hero', variant: 'a' } }, { experiment: { id: 'hero', variant: 'b' } }) },
      problems: [
        expect.objectContaining({ pointer: `${at}/experiment`, message: expect.stringContaining('variant "b" of experiment "hero" inside variant "a"') }),
      ],
      output: null,
    },
    {
      name: 'a window after the enclosing one',
      files: { [HOME]: nested({ until: '2030-01-01T00:00Z' }, { from: '2030-02-01T00:00Z' }) },
      problems: [expect.objectContaining({ pointer: `${at}/from`, message: expect.stringContaining('never opens') })],
      output: null,
    },
  ],
});
