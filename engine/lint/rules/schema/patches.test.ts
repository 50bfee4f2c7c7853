import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const REL = 'site-configs/templates/casino4.json';
const casino4 = readFileSync(join(REPO_ROOT, REL), 'utf8');
const broken = casino4.replace('"gameType": "slot_game",', '"gameTyp": "slot_game", "limit": "x",');
const line = broken.split('\n').findIndex((l) => l.includes('"gameTyp"')) + 1;

// template node patches: a patched node is checked against its widget schema and reported in the template
new RuleTester().run(rule, {
  valid: [{ name: 'the shipped template with node patches', files: { [REL]: casino4 } }],
  invalid: [
    {
      name: 'checks a patched node against its widget schema and reports in the template, with a did-you-mean',
      files: { [REL]: broken },
      problems: [
        expect.objectContaining({
          file: REL,
          line,
          pointer: '/patches/pages/home/hot-games/props/gameTyp',
          message: 'GameGrid prop "gameTyp" is not allowed here (unknown property); did you mean "gameType"?',
          suggestion: 'gameType',
        }),
        expect.objectContaining({ line, pointer: '/patches/pages/home/hot-games/props/limit', message: 'GameGrid prop "limit" must be integer' }),
      ],
      output: { [REL]: broken.replace('"gameTyp"', '"gameType"') },
    },
  ],
});
