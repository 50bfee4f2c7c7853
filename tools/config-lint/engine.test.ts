import { describe, expect, it } from 'vitest';
import { loadProject } from '../shared/project.ts';
import { RuleError, runRules } from './engine.ts';
import type { Rule } from './types.ts';

const failing = (where: 'onFile' | 'onNode' | 'onEnd'): Rule => ({
  meta: { id: 'boom', severity: 'error', description: 'throws', docs: '' },
  create: () => ({
    [where]: () => {
      throw new RangeError('Maximum call stack size exceeded');
    },
  }),
});

describe('engine', () => {
  const project = loadProject();

  it('names the rule and the file a rule failed on, in one line', () => {
    expect(() => runRules(project, [failing('onFile')])).toThrow(RuleError);
    expect(() => runRules(project, [failing('onFile')])).toThrow(/^rule boom failed on site-configs\/[^\n]+\.json: Maximum call stack size exceeded$/);
    expect(() => runRules(project, [failing('onNode')])).toThrow(/^rule boom failed on site-configs\/(layouts|pages|templates)\/[^\n]+\.json: /);
  });

  it('names only the rule when the failure is in a cross-file check', () => {
    expect(() => runRules(project, [failing('onEnd')])).toThrow(/^rule boom failed: Maximum call stack size exceeded$/);
  });
});
