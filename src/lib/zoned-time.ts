const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
export function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** True when the runtime knows `timeZone` (an IANA name such as `Asia/Manila`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant an ISO date-time names: with `Z` or an offset as written, without one as the wall clock
 * of `timeZone` (a time skipped by a DST change lands after the gap). NaN when it is not a date-time.
 */
export function instantOf(dateTime: string, timeZone: string): number {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(dateTime)) return Date.parse(dateTime);
  const asUtc = Date.parse(`${dateTime}Z`);
  if (Number.isNaN(asUtc)) return NaN;
  // the zone's offset at the guess, then at the corrected instant: right on both sides of a DST change
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}
