import { describe, expect, it } from 'vitest';
import { keyCodeOf, rejectsAlphabetOnly, rejectsAlphabetStrict, rejectsNumberOnly } from './key-filters.ts';

describe('key filters (§5)', () => {
  it('alphabet-only rejects codes above 31 that are not A-Z, a-z or space', () => {
    expect(rejectsAlphabetOnly('a'.charCodeAt(0))).toBe(false);
    expect(rejectsAlphabetOnly('Z'.charCodeAt(0))).toBe(false);
    expect(rejectsAlphabetOnly(32)).toBe(false);
    expect(rejectsAlphabetOnly('1'.charCodeAt(0))).toBe(true);
    expect(rejectsAlphabetOnly('é'.charCodeAt(0))).toBe(true);
    expect(rejectsAlphabetOnly(8)).toBe(false);
  });
  it('the strict variant also refuses a leading or doubled space', () => {
    expect(rejectsAlphabetStrict(32, '')).toBe(true);
    expect(rejectsAlphabetStrict(32, 'Ana ')).toBe(true);
    expect(rejectsAlphabetStrict(32, 'Ana')).toBe(false);
    expect(rejectsAlphabetStrict('-'.charCodeAt(0), 'Ana')).toBe(true);
  });
  it('number-only rejects codes above 31 outside 0-9', () => {
    expect(rejectsNumberOnly('7'.charCodeAt(0))).toBe(false);
    expect(rejectsNumberOnly('e'.charCodeAt(0))).toBe(true);
    expect(rejectsNumberOnly('.'.charCodeAt(0))).toBe(true);
    expect(rejectsNumberOnly(13)).toBe(false);
  });
  it('named keys are control keys', () => {
    expect(keyCodeOf({ key: 'Backspace' })).toBe(0);
    expect(keyCodeOf({ key: 'a' })).toBe(97);
  });
});
