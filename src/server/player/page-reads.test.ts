import { describe, expect, it } from 'vitest';
import { createPageReads } from './page-reads.ts';

describe('page reads', () => {
  it('keeps what a page reads per revision, host and path', () => {
    const reads = createPageReads();
    reads.learn('r1', 'a.test', '/', { market: true, experiments: ['hero'] });
    expect(reads.get('r1', 'a.test', '/')).toEqual({ market: true, experiments: ['hero'] });
    expect(reads.get('r2', 'a.test', '/')).toBeUndefined();
    expect(reads.get('r1', 'b.test', '/')).toBeUndefined();
    expect(reads.get('r1', 'a.test', '/slots')).toBeUndefined();
  });
  it('forgets the least recently learnt past its bound', () => {
    const reads = createPageReads(2);
    for (const path of ['/a', '/b', '/c']) reads.learn('r', 'h', path, { market: false, experiments: [] });
    expect(reads.get('r', 'h', '/a')).toBeUndefined();
    expect(reads.get('r', 'h', '/c')).toBeDefined();
  });
});
