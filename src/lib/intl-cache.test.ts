import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, numericWhereUnsupported, warmIntl } from './intl-cache.ts';

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

describe('warmIntl', () => {
  it("builds the language's default formatters ahead, so the first real format constructs nothing", () => {
    warmIntl('th');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(numberFormat('th').format(1234)).toBe('1,234');
    expect(dateTimeFormat('th').resolvedOptions().locale).toBe('th');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    numberFormat('km');
    expect(numbers).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
