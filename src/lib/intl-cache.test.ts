import { describe, expect, it } from 'vitest';
import { numericWhereUnsupported } from './intl-cache.ts';

describe('numericWhereUnsupported', () => {
  it('keeps the options of a language the runtime knows', () => {
    expect(numericWhereUnsupported('en', { dateStyle: 'medium' })).toEqual({ dateStyle: 'medium' });
  });
  it('writes numbers, not English names, for a language the runtime lacks', () => {
    const unknown = 'tlh';
    expect(Intl.DateTimeFormat.supportedLocalesOf([unknown])).toEqual([]);
    expect(numericWhereUnsupported(unknown, { dateStyle: 'medium', timeStyle: 'short' })).toEqual({
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(numericWhereUnsupported(unknown, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })).toEqual({
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
  });
});
