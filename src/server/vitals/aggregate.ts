import { Histogram, Registry } from 'prom-client';
import { METRICS, type MetricName, type VitalsReport } from './body.ts';
import type { VitalsSeries } from '../../../schemas/operator-api.ts';

/**
 * Field figures per site, page (route pattern) and device class: Prometheus histograms in a
 * registry of their own (the operator port's /metrics merges it: src/server/process/metrics.ts), and p75
 * figures as JSON for the operator surface. Host and page come from the client, so the number of
 * series is bounded: a host not `known` as a site counts under site and page "unknown", and past
 * `maxSeries`, reports count under site and page "other".
 */

/** Bucket bounds per metric: seconds for times (Prometheus' unit), unitless for CLS; the "good" limits are bounds. */
const BUCKETS: Readonly<Record<MetricName, number[]>> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.8, 3],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

/** The values kept per series and metric for the p75: the most recent ones, a ring. */
const KEPT = 1_000;

export type DeviceClass = VitalsSeries['device'];

/** Per metric: p75 (ms for times, unitless for CLS) over the last values kept, and how many reports count. */
export type SeriesSummary = VitalsSeries;

/** One series' kept values and report counts: what a cluster worker hands the supervisor to merge. */
export interface SeriesValues {
  site: string;
  page: string;
  device: DeviceClass;
  metrics: Partial<Record<MetricName, { values: number[]; count: number }>>;
}

export interface VitalsAggregate {
  /** the registry holding the histograms (web_vitals_lcp_seconds and so on) */
  registry: Registry;
  record(site: string, device: DeviceClass, report: VitalsReport): void;
  /** the values kept per series (at most the last 1,000 per metric) */
  values(): SeriesValues[];
  summary(): SeriesSummary[];
}

/** The nearest-rank 75th percentile. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN;
}

/**
 * p75 figures per series over the values of one or more processes: the same series from several
 * workers is one series, its values pooled (the p75 of the pool, not an average of p75s) and its
 * counts summed.
 */
export function summarise(parts: readonly SeriesValues[]): SeriesSummary[] {
  const pooled = new Map<string, SeriesValues>();
  for (const part of parts) {
    const key = JSON.stringify([part.site, part.page, part.device]);
    let into = pooled.get(key);
    if (!into) {
      into = { site: part.site, page: part.page, device: part.device, metrics: {} };
      pooled.set(key, into);
    }
    for (const name of METRICS) {
      const m = part.metrics[name];
      if (!m) continue;
      const kept = (into.metrics[name] ??= { values: [], count: 0 });
      kept.values.push(...m.values);
      kept.count += m.count;
    }
  }
  return [...pooled.values()].map(({ site, page, device, metrics }) => ({
    site,
    page,
    device,
    metrics: Object.fromEntries(
      METRICS.flatMap((name) => {
        const m = metrics[name];
        return m ? [[name, { p75: Number(p75(m.values).toFixed(name === 'CLS' ? 3 : 0)), count: m.count }]] : [];
      }),
    ),
  }));
}

interface Ring {
  values: number[];
  next: number;
  count: number;
}

export function createVitalsAggregate(maxSeries = 1_000, known: (site: string) => boolean = () => true): VitalsAggregate {
  const registry = new Registry();
  const histograms = Object.fromEntries(
    METRICS.map((name) => [
      name,
      new Histogram({
        name: name === 'CLS' ? 'web_vitals_cls' : `web_vitals_${name.toLowerCase()}_seconds`,
        help: `${name} of real page views (web-vitals), per site, route pattern and device class`,
        labelNames: ['site', 'page', 'device'] as const,
        buckets: BUCKETS[name],
        registers: [registry],
      }),
    ]),
  ) as Record<MetricName, Histogram<'site' | 'page' | 'device'>>;
  const series = new Map<string, { site: string; page: string; device: DeviceClass; rings: Partial<Record<MetricName, Ring>> }>();
  const values = (): SeriesValues[] =>
    [...series.values()].map(({ site, page, device, rings }) => ({
      site,
      page,
      device,
      metrics: Object.fromEntries(Object.entries(rings).map(([name, ring]) => [name, { values: [...ring.values], count: ring.count }])),
    }));

  return {
    registry,
    record(host, device, report) {
      const site = known(host) ? host : 'unknown';
      let labels = { site, page: site === 'unknown' ? 'unknown' : report.page, device };
      let key = JSON.stringify([labels.site, labels.page, device]);
      if (!series.has(key) && series.size >= maxSeries) {
        labels = { site: 'other', page: 'other', device };
        key = JSON.stringify(['other', 'other', device]);
      }
      let entry = series.get(key);
      if (!entry) {
        entry = { ...labels, rings: {} };
        series.set(key, entry);
      }
      for (const { name, value } of report.metrics) {
        histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
        const ring = (entry.rings[name] ??= { values: [], next: 0, count: 0 });
        ring.values[ring.next] = value;
        ring.next = (ring.next + 1) % KEPT;
        ring.count++;
      }
    },
    values,
    summary: () => summarise(values()),
  };
}
