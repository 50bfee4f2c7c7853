import { describe, expect, it } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { contrastRatio } from '../../../project/css-colour.ts';
import { rule } from './index.ts';

describe('colour-contrast', () => {
  it('is a warning', () => {
    expect(rule.meta.severity).toBe('warning');
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118, 1], [255, 255, 255, 1])).toBeGreaterThan(4.5);
  });
});

const CASINO9 = 'site-configs/templates/casino9.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    { name: 'the same scheme with readable text', files: { [CASINO9]: fixture(import.meta.url, 'casino9.json').replaceAll('#999999', '#333333') } },
  ],
  invalid: [
    {
      name: 'warns about a text/background pair below 4.5:1 (the merged scheme, located where the text is set)',
      files: { [CASINO9]: fixture(import.meta.url, 'casino9.json') },
      problems: [
        {
          ruleId: 'colour-contrast',
          severity: 'warning',
          file: CASINO9,
          line: 8,
          column: 89,
          pointer: '/schemes/color1-3/text',
          message:
            'template casino9 scheme "color1-3": text #999999 is below WCAG AA 4.5:1 on bg #ffffff (2.84:1), surface #ffffff (2.84:1), surface2 #ffffff (2.84:1)',
        },
      ],
    },
  ],
});
