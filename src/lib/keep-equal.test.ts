import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal.ts';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('keepEqual', () => {
  const before = {
    schemes: { dark: { bg: '#000000', text: '#ffffff' }, light: { bg: '#ffffff' } },
    pages: { home: { root: { type: 'Stack', children: [{ type: 'Hero', props: { title: 'Hi' } }] } } },
    breakpoints: [{ name: 'mobile', width: 320 }],
  };

  it('hands back the previous object whole when nothing differs', () => {
    expect(keepEqual(before, copy(before))).toBe(before);
  });

  it('keeps every unchanged part of a changed value, and takes the new value where it differs', () => {
    const next = copy(before);
    next.schemes.dark.bg = '#101010';
    const kept = keepEqual(before, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(before);
    expect(kept.pages).toBe(before.pages);
    expect(kept.breakpoints).toBe(before.breakpoints);
    expect(kept.schemes.light).toBe(before.schemes.light);
    expect(kept.schemes.dark).not.toBe(before.schemes.dark);
    // the new value is not written into
    expect(next.pages).not.toBe(before.pages);
  });

  it('tells added, removed and reordered keys and array items apart', () => {
    const added = { ...copy(before), extra: 1 };
    expect(keepEqual(before, added)).not.toBe(before);
    const { breakpoints: _, ...removed } = copy(before);
    expect(keepEqual(before, removed)).not.toBe(before);
    const reordered = { breakpoints: copy(before.breakpoints), pages: copy(before.pages), schemes: copy(before.schemes) };
    const kept = keepEqual(before, reordered);
    expect(Object.keys(kept)).toEqual(['breakpoints', 'pages', 'schemes']);
    expect(kept.pages).toBe(before.pages);
    expect(keepEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(keepEqual({ a: 1, b: 2 }, { a: 1, c: 2 })).toEqual({ a: 1, c: 2 });
    const one = { a: 1 };
    expect(keepEqual(one, { a: 1, b: undefined })).not.toBe(one);
  });

  it('takes an object for an array and a value for an object as changes', () => {
    expect(keepEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(keepEqual({ a: { b: 1 } }, { a: 'b' })).toEqual({ a: 'b' });
    expect(keepEqual(undefined, before)).toBe(before);
  });

  it('keeps a parsed "__proto__" key an own key', () => {
    const next = JSON.parse('{"__proto__": {"x": 1}, "y": 2}') as Record<string, unknown>;
    const kept = keepEqual({ y: 3 }, next);
    expect(Object.hasOwn(kept, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });
});
