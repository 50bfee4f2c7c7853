import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch.ts';

describe('mergePatch (RFC 7386)', () => {
  it('replaces scalars, merges objects, deletes with null, replaces arrays whole', () => {
    const base = { a: 1, b: { c: 2, d: 3 }, list: [1, 2], keep: 'x' };
    expect(mergePatch(base, { a: 5, b: { d: null, e: 4 }, list: [9] })).toEqual({
      a: 5,
      b: { c: 2, e: 4 },
      list: [9],
      keep: 'x',
    });
  });
  it('does not mutate the target', () => {
    const base = { b: { c: 2 } };
    mergePatch(base, { b: { c: 3 } });
    expect(base.b.c).toBe(2);
  });

  it('never writes __proto__, constructor or prototype keys', () => {
    const merged = mergePatch<Record<string, unknown>>(
      { a: 1 },
      JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}, "b": {"prototype": 2}}'),
    );
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged['polluted']).toBeUndefined();
    expect(Object.keys(merged)).toEqual(['a', 'b']);
    expect(merged['b']).toEqual({});
  });
});
