import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('needs-migration', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('needs-migration');
  });

  it('reports a file in an older format', () => {
    const problems = problemsFor('needs-migration', { 'site-configs/pages/home.json': F('old.json') });
    expect(problems).toEqual([
      {
        ruleId: 'needs-migration',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 3,
        column: 14,
        pointer: '/version',
        message: 'version 0 is older than the current format 1: run `npm run migrate -- --write`',
      },
    ]);
  });

  it('keeps other rules off a stale file', () => {
    expect(problemsFor('schema', { 'site-configs/pages/home.json': F('old.json') })).toEqual([]);
  });
});
