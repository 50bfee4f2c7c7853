import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('outlet-count', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('outlet-count');
  });

  it('reports the second Outlet of a layout', () => {
    const problems = problemsFor('outlet-count', { 'site-configs/layouts/default.json': F('two-outlets.json') });
    expect(problems).toEqual([
      {
        ruleId: 'outlet-count',
        severity: 'error',
        file: 'site-configs/layouts/default.json',
        line: 9,
        column: 19,
        pointer: '/root/children/1/widget',
        message: 'layout default has 2 Outlets; exactly one is allowed (first at /root/children/0)',
      },
    ]);
  });

  it('reports a layout without an Outlet', () => {
    const problems = problemsFor('outlet-count', { 'site-configs/layouts/default.json': F('no-outlet.json') });
    expect(problems).toEqual([
      expect.objectContaining({ line: 5, column: 3, pointer: '/root', message: 'layout default has no Outlet: the page would never render' }),
    ]);
  });

  it('reports an Outlet in a page tree', () => {
    const problems = problemsFor('outlet-count', { 'site-configs/pages/home.json': F('page-outlet.json') });
    expect(problems).toEqual([expect.objectContaining({ line: 6, column: 30, pointer: '/root/children/0/widget' })]);
  });
});
