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
 * The first number or date a page formats loads the language's ICU data: ≈ 15–25 ms of main
 * thread on a fast machine, four times that on a phone. Done in a task of its own before
 * hydration, it no longer lengthens the hydration task that first formats a balance or a date.
 */
export function warmIntl(locale: string): void {
  numberFormat(locale).format(0);
  dateTimeFormat(locale).format(0);
}
