import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record.ts';

describe('isRecord', () => {
  it('isRecord: plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
