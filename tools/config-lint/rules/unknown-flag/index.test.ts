import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '../../../../schemas/flags.ts';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

describe('unknown-flag', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('unknown-flag');
  });

  it('knows the flags the startup schema defines', () => {
    expect([...FLAG_NAMES].sort()).toEqual(['free_game', 'gamify_status', 'live_chat', 'status']);
  });

  it('reports a flag startup never sends, with a suggestion when one is close', () => {
    const problems = problemsFor('unknown-flag', { 'site-configs/pages/home.json': fixture(import.meta.url, 'flags.json') });
    expect(problems).toEqual([
      {
        ruleId: 'unknown-flag',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 7,
        column: 48,
        pointer: '/root/children/0/when/flag',
        message: 'flag "gamify_stats" is not one startup sends (status, gamify_status, free_game, live_chat); did you mean "gamify_status"?',
        suggestion: 'gamify_status',
      },
      {
        ruleId: 'unknown-flag',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 8,
        column: 48,
        pointer: '/root/children/1/when/flag',
        message: 'flag "vip_only" is not one startup sends (status, gamify_status, free_game, live_chat)',
      },
    ]);
  });
});
