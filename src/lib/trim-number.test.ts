import { describe, expect, it } from 'vitest';
import { formatAmount, trimNumber } from './trim-number.ts';

describe('trimNumber', () => {
  it('keeps at most 3 decimals without rounding up', () => {
    expect(trimNumber(12345.6789)).toBe('12345.678');
    expect(trimNumber('0.0019')).toBe('0.001');
  });
  it('drops trailing zeros', () => expect(trimNumber('10.500')).toBe('10.5'));
  it('shows zero as empty', () => {
    expect(trimNumber(0)).toBe('');
    expect(trimNumber('0.0000')).toBe('');
    expect(trimNumber(0.0001)).toBe('');
  });
  it('is empty for garbage', () => expect(trimNumber('abc')).toBe(''));
  it('handles negatives and grouped strings', () => {
    expect(trimNumber(-1.23456)).toBe('-1.234');
    expect(trimNumber('1,234.5')).toBe('1234.5');
  });
  it('groups by locale', () => {
    expect(formatAmount(12345.678, 'en-US')).toBe('12,345.678');
    expect(formatAmount(12345.5, 'es-ES')).toBe('12.345,5');
    expect(formatAmount(0, 'en-US')).toBe('');
  });
});
