/**
 * Intl formatters are expensive to build and cheap to use: one per language and options, kept for
 * the process (the server renders many pages with the same few).
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numbers.get(key);
  if (!f) numbers.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/**
 * A runtime without the language's data (Debian's Chromium has no Nepali) would write English month
 * and weekday names into the page: such a date is written in numbers instead.
 */
export function numericWhereUnsupported(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0) return options;
  const { dateStyle, timeStyle, weekday: _weekday, month, ...rest } = options;
  return {
    ...rest,
    ...(dateStyle ? { year: 'numeric', month: 'numeric', day: 'numeric' } : month ? { month: 'numeric' } : {}),
    ...(timeStyle ? { hour: 'numeric', minute: '2-digit' } : {}),
  };
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dates.get(key);
  if (!f) dates.set(key, (f = new Intl.DateTimeFormat(locale, numericWhereUnsupported(locale, options))));
  return f;
}

/**
 * What the warming worker runs: a date formatter first (a page's hydration formats dates: the main thread
 * asking for one while the worker builds the number formatter's list waited for it, 18 ms in a trace),
 * then a number formatter, then it ends.
 */
export const WARM_INTL_SCRIPT = 'new Intl.DateTimeFormat;new Intl.NumberFormat;close()';

/**
 * The first Intl.NumberFormat of a process builds V8's list of the locales ICU has (≈ 13–18 ms on a fast
 * machine, four times that on a phone, in one piece: Lighthouse counted it as a long task of the entry on
 * every page) and the first DateTimeFormat its own (≈ 2 ms). The lists are the process's, shared by its
 * threads: built in a worker of the page, off the main thread, they leave the page's first number and date
 * ≈ 0.2 ms (measured in Chromium, issue 51 part 6). Starting the worker costs ≈ 1–3 ms; where a browser
 * keeps such data per thread, or starts no worker (one that refuses a data: address throws), the first
 * formatter pays as it would have anyway.
 */
export function warmIntl(): void {
  try {
    new Worker(`data:,${WARM_INTL_SCRIPT}`);
  } catch {
    // no worker: nothing built ahead, nothing else lost
  }
}
