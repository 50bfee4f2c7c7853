import { describe, expect, it } from 'vitest';
import { JsonSource } from './json-source.ts';
import { didYouMean, levenshtein } from './levenshtein.ts';
import { MAX_JSON_DEPTH } from '../../schemas/limits.ts';

describe('JsonSource', () => {
  const src = new JsonSource('{\n  "a": { "b/c": [1, { "d": 2 }] },\n  "e": 3\n}\n');

  it('locates a pointer at its value or at its key', () => {
    expect(src.locate('/a/b~1c/1/d')).toEqual({ line: 2, column: 28 });
    expect(src.locate('/e', true)).toEqual({ line: 3, column: 3 });
    expect(src.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('falls back to the nearest existing ancestor, at its key', () => {
    expect(src.locate('/a/missing/deeper')).toEqual({ line: 2, column: 3 });
  });

  it('reports syntax errors with positions and no value', () => {
    const bad = new JsonSource('{\n  "a": 1,\n}');
    expect(bad.value).toBeUndefined();
    expect(bad.syntaxErrors[0]).toMatchObject({ line: 3, column: 1 });
  });
});

describe('did you mean', () => {
  it('measures edits and only suggests plausible typos', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(didYouMean('GameGrd', ['Hero', 'GameGrid'])).toBe('GameGrid');
    expect(didYouMean('Carousel3D', ['Hero', 'GameGrid'])).toBeUndefined();
  });
});

describe('duplicate keys and depth (json-scan)', () => {
  it('finds repeated keys with their pointers and offsets, in nested objects and arrays, escapes decoded', () => {
    const text = '{"a":1,"b":[{"x":1},{"x":2,"y":"}","x":3}],"\\u0061":2}';
    const src = new JsonSource(text);
    expect(src.value).toEqual({ a: 2, b: [{ x: 1 }, { x: 3, y: '}' }] });
    expect(src.duplicateKeys.map((d) => [d.key, d.pointer])).toEqual([
      ['x', '/b/1/x'],
      ['a', '/a'],
    ]);
    const x = src.duplicateKeys[0];
    expect(x && src.position(x.offset)).toEqual({ line: 1, column: 36 });
    expect(x && src.position(x.firstOffset)).toEqual({ line: 1, column: 22 });
  });

  it('refuses a file nested past MAX_JSON_DEPTH without recursing, valid or not', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const ok = new JsonSource(deep);
    expect(ok.value).toBeUndefined();
    expect(ok.tooDeep).toEqual({ line: 1, column: MAX_JSON_DEPTH + 1 });
    expect(ok.tree).toBeUndefined();
    const broken = new JsonSource(`${'['.repeat(50_000)}x`);
    expect(broken.tooDeep).toEqual({ line: 1, column: MAX_JSON_DEPTH + 1 });
    expect(broken.syntaxErrors).toEqual([]);
  });
});
