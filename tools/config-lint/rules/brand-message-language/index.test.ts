import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('brand-message-language', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('brand-message-language');
  });

  it('reports each language the copy is written in that a key lacks, stating the English fallback', () => {
    const problems = problemsFor('brand-message-language', { 'site-configs/templates/casino2.json': F('partial-copy.json') });
    expect(problems).toEqual([
      {
        ruleId: 'brand-message-language',
        severity: 'warning',
        file: 'site-configs/templates/casino2.json',
        line: 9,
        column: 5,
        pointer: '/messages/home.sub',
        message: 'message "brand.home.sub" has no CN text (简体中文): CN pages fall back to English, "Every spin counts"',
      },
      expect.objectContaining({
        pointer: '/messages/home.sub',
        message: 'message "brand.home.sub" has no VI text (Tiếng Việt): VI pages fall back to English, "Every spin counts"',
      }),
    ]);
  });

  it('says nothing when every key has every language the copy uses', () => {
    const copy = F('partial-copy.json').replace('"EN": "Every spin counts"', '"EN": "Every spin counts", "CN": "每次旋转", "VI": "Mỗi vòng quay"');
    expect(problemsFor('brand-message-language', { 'site-configs/templates/casino2.json': copy })).toEqual([]);
  });
});
