import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { lint } from '../../lint.ts';
import { rule as schema } from '../schema/index.ts';
import { rule as unknownWidget } from '../unknown-widget/index.ts';
import { rule as missingMessage } from '../missing-message/index.ts';
import { rule } from './index.ts';

const FILE = join(REPO_ROOT, 'site-configs', 'templates', 'casino2.json');

/** casino2.json with `patches.structure.pages.home` set, linted in memory against the repository's other configs. */
function lintWith(ops: unknown[], rules = [rule]) {
  const template = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  const text = `${JSON.stringify({ ...template, patches: { structure: { pages: { home: ops } } } }, null, 2)}\n`;
  return lint({ root: REPO_ROOT, paths: [FILE], contents: new Map([[FILE, text]]), rules }).problems;
}

describe('structure-patch', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('structure-patch');
  });

  it('accepts ops that apply', () => {
    expect(
      lintWith([
        { move: 'hot-games', before: 'home-carousel' },
        { insert: { widget: 'PageHeading', id: 'hello', props: { title: 'ui.leaderboard.title' } }, after: 'hot-games' },
        { remove: 'home-marquee' },
      ]),
    ).toEqual([]);
  });

  it('reports a missing id with a did-you-mean, a move into its own subtree and conflicting ops at the pointer of the op', () => {
    const problems = lintWith([
      { move: 'hot-game', before: 'home-carousel' },
      { move: 'hot-games', before: 'home-carousel' },
      { move: 'hot-games', after: 'home-winners' },
      { insert: { widget: 'Stack', id: 'box' }, lastIn: 'hot-games' },
      { move: 'box', firstIn: 'box' },
      { remove: 'home-marquee' },
      { insert: { widget: 'PageHeading', id: 'home-carousel' }, after: 'hot-games' },
      { move: 'home-winners', after: 'home-marquee' },
    ]);
    expect(problems.map(({ ruleId, severity, file, pointer, message, suggestion }) => ({ ruleId, severity, file, pointer, message, suggestion }))).toEqual([
      {
        ruleId: 'structure-patch',
        severity: 'error',
        file: 'site-configs/templates/casino2.json',
        pointer: '/patches/structure/pages/home/0/move',
        message: 'structural op 0 of page home: no node has id "hot-game"; did you mean "hot-games"?',
        suggestion: 'hot-games',
      },
      expect.objectContaining({
        pointer: '/patches/structure/pages/home/2/move',
        message: 'structural op 2 of page home: node "hot-games" is already moved by op 1: one move per node',
      }),
      expect.objectContaining({
        pointer: '/patches/structure/pages/home/4/firstIn',
        message: 'structural op 4 of page home: "box" is inside "box": a node cannot move into its own subtree',
      }),
      expect.objectContaining({
        pointer: '/patches/structure/pages/home/6/insert',
        message: 'structural op 6 of page home: id "home-carousel" is already in the tree: ids are unique in a tree',
      }),
      expect.objectContaining({
        pointer: '/patches/structure/pages/home/7/after',
        message: 'structural op 7 of page home: node "home-marquee" was removed by op 5',
      }),
    ]);
    expect(problems.every((p) => p.line > 1 && p.column > 1)).toBe(true);
  });

  it('names a page that does not exist', () => {
    const template = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
    const text = `${JSON.stringify({ ...template, patches: { structure: { pages: { hom: [{ remove: 'hot-games' }] } } } }, null, 2)}\n`;
    const problems = lint({ root: REPO_ROOT, paths: [FILE], contents: new Map([[FILE, text]]), rules: [rule] }).problems;
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/patches/structure/pages/hom',
        message: 'template casino2 has structural ops for page "hom", which does not exist; did you mean "home"?',
      }),
    ]);
  });

  it('checks an inserted node against its widget schema, reported at the op in the template', () => {
    const problems = lintWith([{ insert: { widget: 'PageHeading', id: 'hello', props: { titel: 'ui.leaderboard.title' } }, after: 'hot-games' }], [schema]);
    expect(problems).toEqual([
      expect.objectContaining({
        ruleId: 'schema',
        file: 'site-configs/templates/casino2.json',
        pointer: '/patches/structure/pages/home/0/insert/props',
        message: 'PageHeading props is missing required property "title"',
      }),
      expect.objectContaining({
        ruleId: 'schema',
        file: 'site-configs/templates/casino2.json',
        pointer: '/patches/structure/pages/home/0/insert/props/titel',
        message: 'PageHeading prop "titel" is not allowed here (unknown property); did you mean "title"?',
      }),
    ]);
  });

  it('lets every rule see the inserted node where it lands, located in the op', () => {
    const problems = lintWith(
      [
        {
          insert: { widget: 'Stack', id: 'box', children: [{ widget: 'Baner' }, { widget: 'PageHeading', props: { title: 'ui.nope' } }] },
          before: 'hot-games',
        },
      ],
      [unknownWidget, missingMessage],
    );
    expect(problems.map((p) => [p.ruleId, p.file, p.pointer])).toEqual([
      ['unknown-widget', 'site-configs/templates/casino2.json', '/patches/structure/pages/home/0/insert/children/0/widget'],
      ['missing-message', 'site-configs/templates/casino2.json', '/patches/structure/pages/home/0/insert/children/1/props/title'],
    ]);
  });
});
