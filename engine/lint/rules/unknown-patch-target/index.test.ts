import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO5 = 'site-configs/templates/casino5.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    {
      name: 'patches of a node and a page that exist',
      files: {
        [CASINO5]: F('typo.json')
          .replace('"hot-game"', '"hot-games"')
          .replace(/,\s*"hom": \{\s*"hot-games": \{ "props": \{ "limit": 24 \} \}\s*\}/, ''),
      },
    },
  ],
  invalid: [
    {
      name: 'reports a patched node id and page that do not exist, with a did-you-mean',
      files: { [CASINO5]: F('typo.json') },
      problems: [
        expect.objectContaining({
          line: 10,
          column: 9,
          pointer: '/patches/pages/home/hot-game',
          message: 'template casino5 patches node "hot-game", but page home has no node with that id; did you mean "hot-games"?',
          suggestion: 'hot-games',
        }),
        expect.objectContaining({
          line: 12,
          column: 7,
          pointer: '/patches/pages/hom',
          message: 'template casino5 patches page "hom", which does not exist; did you mean "home"?',
          suggestion: 'home',
        }),
      ],
      // renaming "hom" onto its sibling "home" would write a duplicate key: that did-you-mean stays advice
      output: { [CASINO5]: F('typo.json').replace('"hot-game"', '"hot-games"') },
    },
  ],
});
