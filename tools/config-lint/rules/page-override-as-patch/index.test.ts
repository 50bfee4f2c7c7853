import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { computeFixes } from '../../fix.ts';
import { lint } from '../../lint.ts';
import { makeProject, problemsFor, removeProject } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const home = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/pages/home.json'), 'utf8')) as { root: { children: { props: Record<string, unknown> }[] } };

/** casino5 with its own copy of the shared home page, one prop of hot-games changed. */
function template(change: (root: typeof home.root) => void): string {
  const root = structuredClone(home.root);
  change(root);
  const base = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino5.json'), 'utf8')) as Record<string, unknown>;
  return `${JSON.stringify({ ...base, pages: { home: { root } } }, null, 2)}\n`;
}
const REL = 'site-configs/templates/casino5.json';

let roots: string[] = [];
afterEach(() => {
  for (const r of roots) removeProject(r);
  roots = [];
});

describe('page-override-as-patch', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('page-override-as-patch');
  });

  it('reports a page copy that only changes props of a node with an id, and --fix writes the patch instead', () => {
    const text = template((r) => {
      (r.children[1] as { props: Record<string, unknown> }).props['columns'] = 3;
    });
    expect(problemsFor('page-override-as-patch', { [REL]: text })).toEqual([
      expect.objectContaining({
        severity: 'warning',
        pointer: '/pages/home',
        message: 'page "home" copies site-configs/pages/home.json only to change node hot-games: patch it by id instead (patches.pages.home)',
      }),
    ]);
    const root = makeProject({ [REL]: text });
    roots.push(root);
    const file = join(root, REL);
    const run = computeFixes({ root, paths: [file] });
    const after = JSON.parse(run.files[0]?.after ?? '{}') as Record<string, unknown>;
    expect(after['pages']).toBeUndefined();
    expect(after['patches']).toEqual({ pages: { home: { 'hot-games': { props: { columns: 3 } } } } });
    expect(run.result.problems.filter((p) => p.file === REL)).toEqual([]);
    const lines = (t: string | undefined) => (t ?? '').split('\n').length;
    // the 36-line copy becomes a 10-line patch
    expect(lines(run.files[0]?.before) - lines(run.files[0]?.after)).toBeGreaterThan(25);
  });

  it('leaves a copy that patches cannot express', () => {
    const text = template((r) => {
      r.children.pop();
    });
    expect(problemsFor('page-override-as-patch', { [REL]: text })).toEqual([]);
    const root = makeProject({ [REL]: text });
    roots.push(root);
    expect(lint({ root, paths: [join(root, REL)] }).problems.filter((p) => p.ruleId === 'page-override-as-patch')).toEqual([]);
  });
});
