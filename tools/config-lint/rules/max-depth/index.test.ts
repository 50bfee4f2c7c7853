import { describe, expect, it } from 'vitest';
import { MAX_TREE_DEPTH } from '../../../../schemas/limits.ts';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

// built as text: JSON.stringify itself overflows on a 10,000-deep value
const chain = (depth: number) => `${'{"widget":"Stack","children":['.repeat(depth - 1)}{"widget":"Stack"}${']}'.repeat(depth - 1)}`;
const page = (depth: number) => `{"$schema":"../../schemas/generated/page.schema.json","version":1,"root":${chain(depth)}}`;

describe('max-depth', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('max-depth');
  });

  it('reports the first node past the limit in a 70-deep tree', () => {
    const problems = problemsFor('max-depth', { 'site-configs/pages/home.json': fixture(import.meta.url, 'deep-70.json') });
    const pointer = `/root${'/children/0'.repeat(MAX_TREE_DEPTH)}`;
    expect(problems).toEqual([
      {
        ruleId: 'max-depth',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 1,
        column: 871,
        pointer,
        message: `page home nests deeper than ${MAX_TREE_DEPTH} nodes here: flatten it (the renderer stops at ${MAX_TREE_DEPTH})`,
      },
    ]);
  });

  it('accepts a tree exactly at the limit', () => {
    expect(problemsFor('max-depth', { 'site-configs/pages/home.json': page(MAX_TREE_DEPTH) })).toEqual([]);
  });

  it('refuses a 10,000-deep file unread, at the position it gets too deep, without overflowing', () => {
    const problems = problemsFor('max-depth', { 'site-configs/pages/home.json': page(10_000) });
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'max-depth', line: 1, pointer: '', message: expect.stringContaining('so the file is not read') }),
    ]);
  });
});
