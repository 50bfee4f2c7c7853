import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '../../../../schemas/flags.ts';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

describe('unknown-flag', () => {
  it('knows the flags the startup schema defines', () => {
    expect([...FLAG_NAMES].sort()).toEqual(['free_game', 'gamify_status', 'live_chat', 'status']);
  });
});

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped configs', lint: 'site-configs' }],
  invalid: [
    {
      name: 'reports a flag startup never sends, with a suggestion when one is close',
      files: { [HOME]: F('flags.json') },
      problems: [
        {
          ruleId: 'unknown-flag',
          severity: 'error',
          file: HOME,
          line: 7,
          column: 48,
          pointer: '/root/children/0/when/flag',
          message: 'flag "gamify_stats" is not one startup sends (status, gamify_status, free_game, live_chat); did you mean "gamify_status"?',
          suggestion: 'gamify_status',
        },
        {
          ruleId: 'unknown-flag',
          severity: 'error',
          file: HOME,
          line: 8,
          column: 48,
          pointer: '/root/children/1/when/flag',
          message: 'flag "vip_only" is not one startup sends (status, gamify_status, free_game, live_chat)',
        },
      ],
      output: { [HOME]: F('flags.json').replace('"gamify_stats"', '"gamify_status"') },
    },
  ],
});
