import { describe, expect, it } from 'vitest';
import { flag, isId, num, numOrNull, str, text } from './fields.ts';

describe('field readers', () => {
  it('isId: strings and numbers', () => {
    expect(isId('a')).toBe(true);
    expect(isId(7)).toBe(true);
    expect(isId(null)).toBe(false);
    expect(isId({})).toBe(false);
  });
  it('numOrNull: numbers and numeric strings; null for blanks, junk and non-finite values', () => {
    expect(numOrNull(8)).toBe(8);
    expect(numOrNull(' 12.5 ')).toBe(12.5);
    expect(numOrNull('')).toBeNull();
    expect(numOrNull('  ')).toBeNull();
    expect(numOrNull('8%')).toBeNull();
    expect(numOrNull(Number.POSITIVE_INFINITY)).toBeNull();
    expect(numOrNull(null)).toBeNull();
    expect(numOrNull(true)).toBeNull();
  });
  it('num: falls back to 0 or the given value', () => {
    expect(num('5000')).toBe(5000);
    expect(num(undefined)).toBe(0);
    expect(num('x', 3)).toBe(3);
  });
  it('str keeps numbers as text, text does not', () => {
    expect(str(42)).toBe('42');
    expect(str('a')).toBe('a');
    expect(str(null)).toBe('');
    expect(text(42)).toBe('');
    expect(text('a')).toBe('a');
  });
  it('flag: true, 1 and "1"', () => {
    expect([true, 1, '1'].map(flag)).toEqual([true, true, true]);
    expect([false, 0, '0', 'yes', null].map(flag)).toEqual([false, false, false, false, false]);
  });
});
