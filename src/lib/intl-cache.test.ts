import { describe, expect, it, vi } from 'vitest';
import { numericWhereUnsupported, WARM_INTL_SCRIPT, warmIntl } from './intl-cache.ts';

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
  it('builds the formatters in a worker, none on the calling thread', () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntl();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(started).toEqual([`data:,${WARM_INTL_SCRIPT}`]);
    // what the worker runs: both formatters, then it ends
    const close = vi.fn();
    new Function('close', WARM_INTL_SCRIPT)(close);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  it('leaves the page running where no worker starts', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl()).not.toThrow();
    vi.unstubAllGlobals();
  });
});
