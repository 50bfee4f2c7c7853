import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { parseColour } from '../../../shared/css-colour.ts';
import { rule } from './index.ts';

describe('colour-token', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('colour-token');
  });

  it('parses CSS colours and refuses what is not one', () => {
    expect(parseColour('#0a0')).toEqual([0, 170, 0, 1]);
    expect(parseColour('#00000080')?.[3]).toBeCloseTo(0.5, 2);
    expect(parseColour('teal')).toEqual([0, 128, 128, 1]);
    expect(parseColour('hsl(0 100% 50%)')).toEqual([255, 0, 0, 1]);
    for (const bad of ['#zzzzzz', 'reddish', '#12345', 'var(--x)', 'currentcolor', '']) expect(parseColour(bad)).toBeUndefined();
  });

  it('reports each token that is not a CSS colour in the file that sets it', () => {
    const problems = problemsFor('colour-token', { 'site-configs/templates/casino9.json': fixture(import.meta.url, 'casino9.json') });
    expect(problems).toEqual([
      {
        ruleId: 'colour-token',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 8,
        column: 27,
        pointer: '/schemes/color1-1/text',
        message: 'scheme "color1-1" token text is "#zzzzzz", not a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")',
      },
      {
        ruleId: 'colour-token',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 8,
        column: 48,
        pointer: '/schemes/color1-1/accent',
        message: 'scheme "color1-1" token accent is "reddish", not a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")',
      },
      {
        ruleId: 'colour-token',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 9,
        column: 30,
        pointer: '/schemes/color1-2/surface',
        message: 'scheme "color1-2" token surface is "var(--x)", not a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")',
      },
    ]);
  });
});
