/**
 * What a player's browser may report in its one field beacon (POST /__vitals, src/app/platform/field-beacon.ts):
 * the page's route pattern, a few Core Web Vitals figures and, per compliance element the page view owed,
 * whether it was rendered and whether it was visible (docs/compliance.md "Seen in the field"). Either
 * part may be missing, not both. Nothing else is read, so nothing personal can be stored: the site comes
 * from the Host the request called, the device class from its User-Agent.
 */
import { isRecord } from '../../../schemas/is-record.ts';
import { COMPLIANCE_ELEMENTS, type ComplianceElement, type ElementSeen } from '../../../schemas/compliance-seen.ts';

/** The largest body accepted: four figures and five elements' flags fit in ~500 bytes. */
export const FIELD_BODY_LIMIT = 2_048;

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The largest value kept per metric (ms; CLS unitless): anything above is not a real page view. */
const CEILING: Readonly<Record<MetricName, number>> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

/** A route pattern as react-router names it (`/`, `/:lang/slots`, `/games/*`): never a raw URL with a query. */
const PAGE = /^\/[A-Za-z0-9_:*?./-]{0,120}$/;

export interface FieldReport {
  page: string;
  metrics: { name: MetricName; value: number }[];
  elements: ElementSeen[];
}

type Refusal = { error: string };

/** A list of 1 to `kinds.length` entries naming each kind once; absent: none. */
function eachOnce<T>(
  raw: unknown,
  field: string,
  kinds: readonly string[],
  key: string,
  read: (entry: Record<string, unknown>, kind: string) => T | Refusal,
): T[] | Refusal {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > kinds.length) return { error: `"${field}" must list 1 to ${kinds.length} entries` };
  const seen = new Set<string>();
  const out: T[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) return { error: `each of "${field}" is an object` };
    const kind = entry[key];
    if (typeof kind !== 'string' || !kinds.includes(kind)) return { error: `"${key}" must be one of ${kinds.join(', ')}` };
    if (seen.has(kind)) return { error: `${kind} is listed twice` };
    seen.add(kind);
    const value = read(entry, kind);
    if (isRecord(value) && 'error' in value) return value as Refusal;
    out.push(value as T);
  }
  return out;
}

function metric(entry: Record<string, unknown>, kind: string): FieldReport['metrics'][number] | Refusal {
  const name = kind as MetricName;
  const { value } = entry;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > CEILING[name]) {
    return { error: `${name} must be a number from 0 to ${CEILING[name]}` };
  }
  return { name, value };
}

function element(entry: Record<string, unknown>, kind: string): ElementSeen | Refusal {
  const { rendered, visible } = entry;
  if (typeof rendered !== 'boolean' || typeof visible !== 'boolean') return { error: `${kind}: "rendered" and "visible" are true or false` };
  // what was never rendered cannot have been seen: a report saying so is not a real page view's
  if (visible && !rendered) return { error: `${kind}: visible but not rendered` };
  return { element: kind as ComplianceElement, rendered, visible };
}

/** The report in `text`, or why it is refused (answered 400). */
export function parseFieldReport(text: string): FieldReport | Refusal {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'the body is not JSON' };
  }
  if (!isRecord(raw)) return { error: 'the body is not an object' };
  const { page } = raw;
  if (typeof page !== 'string' || !PAGE.test(page)) return { error: '"page" must be a route pattern starting with /' };
  const metrics = eachOnce(raw['metrics'], 'metrics', METRICS, 'name', metric);
  if ('error' in metrics) return metrics;
  const elements = eachOnce(raw['elements'], 'elements', COMPLIANCE_ELEMENTS, 'element', element);
  if ('error' in elements) return elements;
  if (metrics.length === 0 && elements.length === 0) return { error: 'a report has "metrics", "elements" or both' };
  return { page, metrics, elements };
}
