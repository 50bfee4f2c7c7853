import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('brand-message', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('brand-message');
  });

  it('reports a text that is not an ICU message the page formats, and a key without English', () => {
    const problems = problemsFor('brand-message', { 'site-configs/templates/casino2.json': F('bad-copy.json') });
    expect(problems).toEqual([
      {
        ruleId: 'brand-message',
        severity: 'error',
        file: 'site-configs/templates/casino2.json',
        line: 8,
        column: 90,
        pointer: '/messages/home.headline/CN',
        message: expect.stringMatching(/^message "brand\.home\.headline" \(CN\) is not a valid ICU message \(/),
      },
      expect.objectContaining({
        line: 9,
        column: 27,
        pointer: '/messages/home.badge/EN',
        message: 'message "brand.home.badge" (EN) uses an ICU element the page cannot format (text, {arguments}, plural, selectordinal and # only)',
      }),
      expect.objectContaining({
        line: 10,
        column: 5,
        pointer: '/messages/home.sub',
        message: 'message "brand.home.sub" has no English (EN) text: a language without its own text falls back to English, so every key needs one',
      }),
    ]);
  });
});
