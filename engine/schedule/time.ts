/**
 * When a scheduled publish happens (docs/operators.md "Scheduled publishing"): the time an operator
 * gives, read in the brand's time zone (the template's `targeting.timeZone`, schemas/targeting.ts)
 * unless it carries an offset. The operator API reads it; the studio shows the zone it is read in.
 */
import type { FileMap } from '../../schemas/operator-api.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { isTemplateKey } from '../../schemas/template-key.ts';
import { DATE_TIME_PATTERN } from '../../schemas/targeting.ts';
import { isTimeZone, offsetAt } from '../../src/lib/zoned-time.ts';

/** What a template without a zone is read in, as the renderer does (src/app/audience.ts). */
export const DEFAULT_ZONE = 'UTC';
// deeper than any real `extends` chain: a loop in a broken set ends here
const MAX_EXTENDS = 16;
const DAY_MS = 86_400_000;
const DATE_TIME = new RegExp(DATE_TIME_PATTERN);
const OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

function templateJson(files: FileMap, key: string): Record<string, unknown> | undefined {
  const text = files[`templates/${key}.json`];
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A template's time zone: its own `targeting.timeZone`, else the one it extends, else UTC. */
export function templateZone(files: FileMap, key: string): string {
  let current: string | undefined = key;
  for (let depth = 0; current !== undefined && depth < MAX_EXTENDS; depth++) {
    const json = templateJson(files, current);
    const targeting = json?.['targeting'];
    if (isRecord(targeting) && typeof targeting['timeZone'] === 'string') return targeting['timeZone'];
    const base = json?.['extends'];
    current = typeof base === 'string' ? base : undefined;
  }
  return DEFAULT_ZONE;
}

/**
 * The zones of the sites a change reaches: those of the templates it touches (`*`: every template of
 * the set), counting only site templates (a family base is no site's), sorted, each once.
 */
export function zonesOf(files: FileMap, touched: '*' | readonly string[]): string[] {
  const keys =
    touched === '*'
      ? Object.keys(files).flatMap((path) => {
          const match = /^templates\/([^/]+)\.json$/.exec(path);
          return match ? [match[1]!] : [];
        })
      : [...touched];
  const sites = keys.filter(isTemplateKey);
  return [...new Set(sites.map((key) => templateZone(files, key)))].sort();
}

export type ScheduleTime = { ok: true; at: number; timeZone: string } | { ok: false; message: string };

/**
 * The instant `text` names. With `Z` or an offset it is that instant (shown in the brand's zone when
 * there is one); without one it is the wall clock of the brand's zone, which must be one zone: a
 * change reaching brands in several zones needs an offset. A wall time a DST change skips is refused;
 * one it repeats is its first occurrence.
 */
export function scheduleTime(text: string, zones: readonly string[]): ScheduleTime {
  if (!DATE_TIME.test(text)) return { ok: false, message: `${text.slice(0, 40)} is not an ISO 8601 date-time (2026-12-24T18:00, or with an offset)` };
  const zone = zones.length === 1 ? zones[0]! : undefined;
  const wall = Date.parse(`${text.replace(OFFSET, '')}Z`);
  // Date.parse rolls 30 February over into March: the day must read back as written
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== text.slice(0, 16)) return { ok: false, message: `${text} is not a date` };
  if (OFFSET.test(text)) {
    const at = Date.parse(text);
    return { ok: true, at, timeZone: zone ?? DEFAULT_ZONE };
  }
  if (zone === undefined)
    return {
      ok: false,
      message: zones.length
        ? `the change reaches brands in several time zones (${zones.join(', ')}): give the time with an offset (2026-12-24T18:00+08:00)`
        : 'the change reaches no brand: give the time with an offset (2026-12-24T18:00Z)',
    };
  if (!isTimeZone(zone)) return { ok: false, message: `the brand's time zone ${zone} is unknown here: give the time with an offset` };
  // a zone's offset a day either side: the wall time is one of at most two instants
  const candidates = [...new Set([wall - offsetAt(wall - DAY_MS, zone), wall - offsetAt(wall + DAY_MS, zone)])]
    .filter((at) => at + offsetAt(at, zone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first === undefined) return { ok: false, message: `${text} does not exist in ${zone} (the clocks skip it): choose another time` };
  return { ok: true, at: first, timeZone: zone };
}

/** `at` as the wall clock of `timeZone`, to the minute (`2026-12-24 18:00`), for messages and the history. */
export function wallClock(at: number, timeZone: string): string {
  return new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}
