import { describe, expect, it } from 'vitest';
import { fixture, fullProblemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

describe('unknown-patch-target', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('unknown-patch-target');
  });

  it('reports a patched node id and page that do not exist, with a did-you-mean', () => {
    const problems = fullProblemsFor('unknown-patch-target', { 'site-configs/templates/casino5.json': fixture(import.meta.url, 'typo.json') });
    expect(problems.map((p) => [p.line, p.column, p.pointer, p.message, p.suggestion])).toEqual([
      [
        10,
        9,
        '/patches/pages/home/hot-game',
        'template casino5 patches node "hot-game", but page home has no node with that id; did you mean "hot-games"?',
        'hot-games',
      ],
      [12, 7, '/patches/pages/hom', 'template casino5 patches page "hom", which does not exist; did you mean "home"?', 'home'],
    ]);
    expect(problems[0]?.fix?.replacements).toEqual([expect.objectContaining({ text: '"hot-games"' })]);
  });
});
