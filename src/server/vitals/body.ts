/**
 * What a player's browser may report to POST /__vitals (src/app/platform/report-vitals.ts): the page's
 * route pattern and a few Core Web Vitals figures. Nothing else is read, so nothing personal can be
 * stored: the site comes from the Host the request called, the device class from its User-Agent.
 */
import { isRecord } from '../../../schemas/is-record.ts';

/** The largest body accepted: one page view's figures fit in a few hundred bytes. */
export const VITALS_BODY_LIMIT = 2_048;

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The largest value kept per metric (ms; CLS unitless): anything above is not a real page view. */
const CEILING: Readonly<Record<MetricName, number>> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

/** A route pattern as react-router names it (`/`, `/:lang/slots`, `/games/*`): never a raw URL with a query. */
const PAGE = /^\/[A-Za-z0-9_:*?./-]{0,120}$/;

export interface VitalsReport {
  page: string;
  metrics: { name: MetricName; value: number }[];
}

/** The report in `text`, or why it is refused (answered 400). */
export function parseVitals(text: string): VitalsReport | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'the body is not JSON' };
  }
  if (!isRecord(raw)) return { error: 'the body is not an object' };
  const { page, metrics } = raw;
  if (typeof page !== 'string' || !PAGE.test(page)) return { error: '"page" must be a route pattern starting with /' };
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > METRICS.length) {
    return { error: `"metrics" must list 1 to ${METRICS.length} figures` };
  }
  const seen = new Set<string>();
  const out: VitalsReport['metrics'] = [];
  for (const m of metrics) {
    if (!isRecord(m)) return { error: 'each metric is an object' };
    const { name, value } = m;
    if (typeof name !== 'string' || !(METRICS as readonly string[]).includes(name)) return { error: `"name" must be one of ${METRICS.join(', ')}` };
    if (seen.has(name)) return { error: `${name} is listed twice` };
    seen.add(name);
    const metric = name as MetricName;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > CEILING[metric]) {
      return { error: `${metric} must be a number from 0 to ${CEILING[metric]}` };
    }
    out.push({ name: metric, value });
  }
  return { page, metrics: out };
}
