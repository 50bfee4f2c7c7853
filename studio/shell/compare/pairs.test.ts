import { describe, expect, it } from 'vitest';
import type { RevisionMeta } from '../../api/types.ts';
import type { TemplateSummary } from '../../../engine/studio/contract.ts';
import { openPair, pathFor } from './pairs.ts';
import { comparePair, pick } from './picks.ts';

const casino = {
  routes: [
    { path: '/', page: 'home' },
    { path: '/slots', page: 'slots' },
  ],
} as TemplateSummary;
const revision = (id: string) => ({ id }) as RevisionMeta;

describe('before/after pairs', () => {
  it('frames three brands at most: opening a fourth lets the earliest go', () => {
    expect(openPair(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(openPair(['a', 'b', 'c'], 'd')).toEqual(['b', 'c', 'd']);
    expect(openPair(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
  });

  it('shows the first page the change reaches on the brand, else home', () => {
    expect(pathFor(casino, ['copy', 'page slots'])).toBe('/slots');
    expect(pathFor(casino, ['layout main', 'page missing'])).toBe('/');
  });
});

describe('picking revisions to compare', () => {
  it('keeps two picks at most, and a second click lets one go', () => {
    expect(pick([], 'r1')).toEqual(['r1']);
    expect(pick(['r1', 'r2'], 'r3')).toEqual(['r2', 'r3']);
    expect(pick(['r1', 'r2'], 'r1')).toEqual(['r2']);
  });

  it('compares the older pick with the newer, whichever was picked first', () => {
    const items = [revision('r3'), revision('r2'), revision('r1')];
    expect(comparePair(items, ['r3', 'r1'])).toEqual([
      { side: { kind: 'revision', id: 'r1' }, label: 'revision r1' },
      { side: { kind: 'revision', id: 'r3' }, label: 'revision r3' },
    ]);
    expect(comparePair(items, ['r3'])).toBeUndefined();
    expect(comparePair(items, ['r3', 'gone'])).toBeUndefined();
  });
});
