import { describe, expect, it } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { parseColour } from '../../../project/css-colour.ts';
import { rule } from './index.ts';

describe('colour-token', () => {
  it('parses CSS colours and refuses what is not one', () => {
    expect(parseColour('#0a0')).toEqual([0, 170, 0, 1]);
    expect(parseColour('#00000080')?.[3]).toBeCloseTo(0.5, 2);
    expect(parseColour('teal')).toEqual([0, 128, 128, 1]);
    expect(parseColour('hsl(0 100% 50%)')).toEqual([255, 0, 0, 1]);
    for (const bad of ['#zzzzzz', 'reddish', '#12345', 'var(--x)', 'currentcolor', '']) expect(parseColour(bad)).toBeUndefined();
  });
});

const CASINO9 = 'site-configs/templates/casino9.json';
const problem = (line: number, column: number, scheme: string, token: string, value: string) => ({
  ruleId: 'colour-token',
  severity: 'error' as const,
  file: CASINO9,
  line,
  column,
  pointer: `/schemes/${scheme}/${token}`,
  message: `scheme "${scheme}" token ${token} is "${value}", not a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")`,
});

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped templates', lint: 'site-configs/templates' }],
  invalid: [
    {
      name: 'reports each token that is not a CSS colour in the file that sets it',
      files: { [CASINO9]: fixture(import.meta.url, 'casino9.json') },
      problems: [
        problem(8, 27, 'color1-1', 'text', '#zzzzzz'),
        problem(8, 48, 'color1-1', 'accent', 'reddish'),
        problem(9, 30, 'color1-2', 'surface', 'var(--x)'),
      ],
    },
  ],
});
