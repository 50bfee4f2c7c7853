import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { memoryProject } from '../../../../tools/config-lint/testing/memory-project.ts';
import { rule } from './index.ts';

type Root = { children: { id?: string; props: Record<string, unknown> }[] };
/** casino5's base: its family's own home, which casino5 renders. */
const family = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/_casino.json'), 'utf8')) as { pages: { home: { root: Root } } };
const home = family.pages.home;
const casino5 = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino5.json'), 'utf8')) as Record<string, unknown>;
const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** casino5 with its own copy of the home page it inherits, changed. */
function template(change: (root: typeof home.root) => void): string {
  const root = structuredClone(home.root);
  change(root);
  return json({ ...casino5, pages: { home: { root } } });
}
const REL = 'site-configs/templates/casino5.json';
const grid = (r: Root) => r.children.find((c) => c.id === 'hot-games') as { props: Record<string, unknown> };
const threeColumns = template((r) => {
  grid(r).props['columns'] = 3;
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    {
      name: 'leaves a copy that patches cannot express (a prop of the root, which has no id)',
      files: {
        [REL]: template((r) => {
          Object.assign(r, { props: { gap: 8 } });
        }),
      },
    },
  ],
  invalid: [
    {
      name: 'reports a page copy that only changes props of a node with an id; its fix writes the patch instead',
      files: { [REL]: threeColumns },
      problems: [
        expect.objectContaining({
          severity: 'warning',
          pointer: '/pages/home',
          message:
            'page "home" copies the home page of site-configs/templates/_casino.json only to change node hot-games: patch it by id instead (patches.pages.home)',
        }),
      ],
      output: { [REL]: json({ ...casino5, patches: { pages: { home: { 'hot-games': { props: { columns: 3 } } } } } }) },
    },
  ],
});

describe('page-override-as-patch --fix', () => {
  it('the fixed template lints clean and is far shorter than the copy', () => {
    const run = memoryProject({ [REL]: threeColumns }).fix([REL]);
    const after = JSON.parse(run.files[0]?.after ?? '{}') as Record<string, unknown>;
    expect(after['pages']).toBeUndefined();
    expect(after['patches']).toEqual({ pages: { home: { 'hot-games': { props: { columns: 3 } } } } });
    expect(run.result.problems.filter((p) => p.file === REL)).toEqual([]);
    const lines = (t: string | undefined) => (t ?? '').split('\n').length;
    // the copy of the family's home becomes a 10-line patch
    expect(lines(run.files[0]?.before) - lines(run.files[0]?.after)).toBeGreaterThan(100);
  });
});

describe('page-override-as-patch with structural ops', () => {
  /** the copy with hot games moved to the top */
  const gridFirst = (r: Root) => {
    const g = r.children.findIndex((c) => c.id === 'hot-games');
    r.children.unshift(...r.children.splice(g, 1));
  };

  it('a copy that moves hot games to the top becomes one move op; the fixed template lints clean', () => {
    const moved = template(gridFirst);
    const run = memoryProject({ [REL]: moved }).fix([REL]);
    const after = JSON.parse(run.files[0]?.after ?? '{}') as Record<string, unknown>;
    expect(after['pages']).toBeUndefined();
    expect(after['patches']).toEqual({ structure: { pages: { home: [{ move: 'hot-games', before: home.root.children[0]?.id ?? '' }] } } });
    expect(run.result.problems.filter((p) => p.file === REL)).toEqual([]);
  });

  it('names the ops and the node patches in its message', () => {
    const problems = memoryProject({
      [REL]: template((r) => {
        gridFirst(r);
        grid(r).props['columns'] = 3;
      }),
    })
      .lint()
      .problems.filter((p) => p.ruleId === 'page-override-as-patch');
    expect(problems.map((p) => p.message)).toEqual([
      'page "home" copies the home page of site-configs/templates/_casino.json only to move hot-games and change node hot-games: say it by id instead (patches.structure.pages.home, patches.pages.home)',
    ]);
  });
});
