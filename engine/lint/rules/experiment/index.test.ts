import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO3 = 'site-configs/templates/casino3.json';
const shipped = readFileSync(join(REPO_ROOT, CASINO3), 'utf8');

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs (casino3 runs a 50/50 experiment on its home)', lint: 'site-configs' },
    { name: 'three variants summing to 100', files: { [CASINO3]: shipped.replace('"classic": 50,', '"classic": 25,\n        "quiet": 25,') } },
  ],
  invalid: [
    {
      name: 'weights that do not sum to 100',
      files: { [CASINO3]: shipped.replace('"classic": 50', '"classic": 40') },
      problems: [
        expect.objectContaining({
          ruleId: 'experiment',
          severity: 'error',
          file: CASINO3,
          pointer: '/targeting/experiments/home-welcome',
          message: 'experiment "home-welcome": the weights sum to 90, not 100',
        }),
      ],
      output: null,
    },
    {
      name: 'a variant the experiment does not have, with a suggestion',
      files: { [CASINO3]: shipped.replace('"variant": "bold"', '"variant": "bolt"') },
      problems: [
        expect.objectContaining({
          pointer: expect.stringMatching(/\/when\/experiment\/variant$/),
          message: 'experiment "home-welcome" of template casino3 has no variant "bolt" (classic, bold); did you mean "bold"?',
          suggestion: 'bold',
        }),
      ],
      output: { [CASINO3]: shipped },
    },
    {
      name: 'an experiment the template does not declare',
      files: {
        [CASINO3]: shipped.replace('"id": "home-welcome"', '"id": "home-hello"'),
      },
      problems: [
        expect.objectContaining({
          pointer: expect.stringMatching(/\/when\/experiment\/id$/),
          message: expect.stringContaining('experiment "home-hello" is not declared by template casino3'),
        }),
      ],
      output: null,
    },
  ],
});
