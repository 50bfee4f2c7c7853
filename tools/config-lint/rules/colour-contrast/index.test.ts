import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { contrastRatio } from '../../../shared/css-colour.ts';
import { rule } from './index.ts';

describe('colour-contrast', () => {
  it('has its meta and is a warning', () => {
    expect(rule.meta).toMatchObject({ id: 'colour-contrast', severity: 'warning' });
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118, 1], [255, 255, 255, 1])).toBeGreaterThan(4.5);
  });

  it('warns about a text/background pair below 4.5:1 (the merged scheme, located where the text is set)', () => {
    const problems = problemsFor('colour-contrast', { 'site-configs/templates/casino9.json': fixture(import.meta.url, 'casino9.json') });
    expect(problems).toEqual([
      {
        ruleId: 'colour-contrast',
        severity: 'warning',
        file: 'site-configs/templates/casino9.json',
        line: 8,
        column: 89,
        pointer: '/schemes/color1-3/text',
        message:
          'template casino9 scheme "color1-3": text #999999 is below WCAG AA 4.5:1 on bg #ffffff (2.84:1), surface #ffffff (2.84:1), surface2 #ffffff (2.84:1)',
      },
    ]);
  });
});
