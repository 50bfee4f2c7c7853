import { describe, expect, it } from 'vitest';
import { JsonSource } from './json-source.ts';
import { didYouMean, levenshtein } from './levenshtein.ts';

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
