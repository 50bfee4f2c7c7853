import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('missing-message', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('missing-message');
  });

  it('reports a key missing in any language folder that exists', () => {
    const problems = problemsFor('missing-message', {
      'site-configs/pages/home.json': F('keys.json'),
      'locales/php/ui.json': JSON.stringify({ home: 'Tahanan' }),
    });
    expect(problems).toEqual([
      {
        ruleId: 'missing-message',
        severity: 'error',
        file: 'site-configs/pages/home.json',
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
    ]);
  });
});
