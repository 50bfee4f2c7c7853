import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { memoryProject } from '../../../../tools/config-lint/testing/memory-project.ts';
import { rule as missingMessage } from '../missing-message/index.ts';
import { rule as schema } from '../schema/index.ts';
import { rule as unknownWidget } from '../unknown-widget/index.ts';
import { rule } from './index.ts';

const CASINO2 = 'site-configs/templates/casino2.json';
const casino2 = JSON.parse(readFileSync(join(REPO_ROOT, CASINO2), 'utf8')) as Record<string, unknown>;

/** casino2.json with `patches.structure.pages` set. */
function withPages(pages: Record<string, unknown[]>): string {
  return `${JSON.stringify({ ...casino2, patches: { structure: { pages } } }, null, 2)}\n`;
}

const conflicting = withPages({
  home: [
    { move: 'hot-game', before: 'home-carousel' },
    { move: 'hot-games', before: 'home-carousel' },
    { move: 'hot-games', after: 'home-winners' },
    { insert: { widget: 'Stack', id: 'box' }, lastIn: 'hot-games' },
    { move: 'box', firstIn: 'box' },
    { remove: 'home-marquee' },
    { insert: { widget: 'PageHeading', id: 'home-carousel' }, after: 'hot-games' },
    { move: 'home-winners', after: 'home-marquee' },
  ],
});
const noSuchPage = withPages({ hom: [{ remove: 'hot-games' }] });

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'ops that apply',
      files: {
        [CASINO2]: withPages({
          home: [
            { move: 'hot-games', before: 'home-carousel' },
            { insert: { widget: 'PageHeading', id: 'hello', props: { title: 'ui.leaderboard.title' } }, after: 'hot-games' },
            { remove: 'home-marquee' },
          ],
        }),
      },
    },
  ],
  invalid: [
    {
      name: 'reports a missing id with a did-you-mean, a move into its own subtree and conflicting ops at the pointer of the op',
      files: { [CASINO2]: conflicting },
      problems: [
        {
          ruleId: 'structure-patch',
          severity: 'error',
          file: CASINO2,
          line: lineOf(conflicting, '"move": "hot-game",'),
          column: 21,
          pointer: '/patches/structure/pages/home/0/move',
          message: 'structural op 0 of page home: no node has id "hot-game"; did you mean "hot-games"?',
          suggestion: 'hot-games',
        },
        expect.objectContaining({
          line: lineOf(conflicting, '"move": "hot-games"', 2),
          column: 21,
          pointer: '/patches/structure/pages/home/2/move',
          message: 'structural op 2 of page home: node "hot-games" is already moved by op 1: one move per node',
        }),
        expect.objectContaining({
          line: lineOf(conflicting, '"firstIn": "box"'),
          column: 24,
          pointer: '/patches/structure/pages/home/4/firstIn',
          message: 'structural op 4 of page home: "box" is inside "box": a node cannot move into its own subtree',
        }),
        expect.objectContaining({
          line: lineOf(conflicting, '"insert": {', 2),
          column: 23,
          pointer: '/patches/structure/pages/home/6/insert',
          message: 'structural op 6 of page home: id "home-carousel" is already in the tree: ids are unique in a tree',
        }),
        expect.objectContaining({
          line: lineOf(conflicting, '"after": "home-marquee"'),
          column: 22,
          pointer: '/patches/structure/pages/home/7/after',
          message: 'structural op 7 of page home: node "home-marquee" was removed by op 5',
        }),
      ],
      output: { [CASINO2]: conflicting.replace('"hot-game"', '"hot-games"') },
    },
    {
      name: 'names a page that does not exist',
      files: { [CASINO2]: noSuchPage },
      problems: [
        {
          ruleId: 'structure-patch',
          severity: 'error',
          file: CASINO2,
          line: lineOf(noSuchPage, '"hom":'),
          column: 9,
          pointer: '/patches/structure/pages/hom',
          message: 'template casino2 has structural ops for page "hom", which does not exist; did you mean "home"?',
          suggestion: 'home',
        },
      ],
      output: { [CASINO2]: noSuchPage.replace('"hom":', '"home":') },
    },
  ],
});

describe('structure-patch: an inserted node is checked by the other rules', () => {
  it('checks an inserted node against its widget schema, reported at the op in the template', () => {
    const text = withPages({ home: [{ insert: { widget: 'PageHeading', id: 'hello', props: { titel: 'ui.leaderboard.title' } }, after: 'hot-games' }] });
    const { problems } = memoryProject({ [CASINO2]: text }).lint([CASINO2], { rules: [schema] });
    expect(problems).toEqual([
      expect.objectContaining({
        ruleId: 'schema',
        file: CASINO2,
        pointer: '/patches/structure/pages/home/0/insert/props',
        message: 'PageHeading props is missing required property "title"',
      }),
      expect.objectContaining({
        ruleId: 'schema',
        file: CASINO2,
        pointer: '/patches/structure/pages/home/0/insert/props/titel',
        message: 'PageHeading prop "titel" is not allowed here (unknown property); did you mean "title"?',
      }),
    ]);
  });

  it('lets every rule see the inserted node where it lands, located in the op', () => {
    const text = withPages({
      home: [
        {
          insert: { widget: 'Stack', id: 'box', children: [{ widget: 'Baner' }, { widget: 'PageHeading', props: { title: 'ui.nope' } }] },
          before: 'hot-games',
        },
      ],
    });
    const { problems } = memoryProject({ [CASINO2]: text }).lint([CASINO2], { rules: [unknownWidget, missingMessage] });
    expect(problems.map((p) => [p.ruleId, p.file, p.pointer])).toEqual([
      ['unknown-widget', CASINO2, '/patches/structure/pages/home/0/insert/children/0/widget'],
      ['missing-message', CASINO2, '/patches/structure/pages/home/0/insert/children/1/props/title'],
    ]);
  });
});
