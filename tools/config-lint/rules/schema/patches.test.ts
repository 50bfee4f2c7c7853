import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { problemsFor } from '../../testing/fixture-project.ts';

const casino4 = readFileSync(join(REPO_ROOT, 'site-configs/templates/casino4.json'), 'utf8');

describe('schema: template node patches', () => {
  it('checks a patched node against its widget schema and reports in the template, with a did-you-mean', () => {
    const broken = casino4.replace('"gameType": "slot_game",', '"gameTyp": "slot_game", "limit": "x",');
    const line = broken.split('\n').findIndex((l) => l.includes('"gameTyp"')) + 1;
    expect(problemsFor('schema', { 'site-configs/templates/casino4.json': broken })).toEqual([
      expect.objectContaining({
        file: 'site-configs/templates/casino4.json',
        line,
        pointer: '/patches/pages/home/hot-games/props/gameTyp',
        message: 'GameGrid prop "gameTyp" is not allowed here (unknown property); did you mean "gameType"?',
        suggestion: 'gameType',
      }),
      expect.objectContaining({ line, pointer: '/patches/pages/home/hot-games/props/limit', message: 'GameGrid prop "limit" must be integer' }),
    ]);
    expect(problemsFor('schema', { 'site-configs/templates/casino4.json': casino4 })).toEqual([]);
  });
});
