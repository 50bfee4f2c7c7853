/**
 * What the preview can be shown "as" (issue 31: a market, a time, an experiment variant): the
 * template's time zone and experiments, and the markets the draft's `when`s name, read from the
 * draft's files as the studio holds them.
 */
import type { FileMap } from '../../engine/studio/contract.ts';
import type { PreviewTargeting } from '../panels.ts';

/** The zone a `when` without an offset is read in when the template names none (src/app/audience.ts). */
const DEFAULT_TIME_ZONE = 'UTC';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function collectMarkets(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectMarkets(item, into);
    return;
  }
  if (!isRecord(value)) return;
  const when = value['when'];
  if (isRecord(when) && Array.isArray(when['markets']))
    for (const market of when['markets']) if (typeof market === 'string' && /^[A-Z]{2}$/.test(market)) into.add(market);
  for (const child of Object.values(value)) collectMarkets(child, into);
}

/** `merged`: the template after `extends` (studio/state/template-layers.ts); `files`: the whole draft, whose `when`s name markets. */
export function previewTargeting(merged: Record<string, unknown>, files: FileMap): PreviewTargeting {
  const targeting = isRecord(merged['targeting']) ? merged['targeting'] : {};
  const zone = typeof targeting['timeZone'] === 'string' ? targeting['timeZone'] : DEFAULT_TIME_ZONE;
  const experiments = isRecord(targeting['experiments'])
    ? Object.entries(targeting['experiments']).flatMap(([id, variants]) => (isRecord(variants) ? [{ id, variants: Object.keys(variants) }] : []))
    : [];
  const markets = new Set<string>();
  for (const text of Object.values(files)) {
    // most files name no market: not parsed on every edit
    if (!text.includes('"markets"')) continue;
    try {
      collectMarkets(JSON.parse(text), markets);
    } catch {
      // a file that does not parse names no market; lint says what is wrong with it
    }
  }
  return { timeZone: zone, experiments, markets: [...markets].sort() };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * A datetime-local value (`2026-12-25T12:00`) read in `timeZone`, as the ISO instant the preview's
 * `at=` takes; undefined for an empty or malformed value or an unknown zone.
 */
export function zonedInstant(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  if (!Number.isFinite(wall)) return undefined;
  try {
    // the offset at the wall time read as UTC, then again at the instant that gives (a DST change between them)
    const first = wall - offsetAt(wall, timeZone);
    return new Date(wall - offsetAt(first, timeZone)).toISOString();
  } catch {
    return undefined;
  }
}
