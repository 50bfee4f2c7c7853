import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { memoryProject } from '../../testing/memory-project.ts';
import { rule } from './index.ts';

const home = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/pages/home.json'), 'utf8')) as { root: { children: { props: Record<string, unknown> }[] } };
const casino5 = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino5.json'), 'utf8')) as Record<string, unknown>;
const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** casino5 with its own copy of the shared home page, one prop of hot-games changed. */
function template(change: (root: typeof home.root) => void): string {
  const root = structuredClone(home.root);
  change(root);
  return json({ ...casino5, pages: { home: { root } } });
}
const REL = 'site-configs/templates/casino5.json';
const threeColumns = template((r) => {
  (r.children[1] as { props: Record<string, unknown> }).props['columns'] = 3;
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    {
      name: 'leaves a copy that patches cannot express',
      files: {
        [REL]: template((r) => {
          r.children.pop();
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
          message: 'page "home" copies site-configs/pages/home.json only to change node hot-games: patch it by id instead (patches.pages.home)',
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
    // the 36-line copy becomes a 10-line patch
    expect(lines(run.files[0]?.before) - lines(run.files[0]?.after)).toBeGreaterThan(25);
  });
});
