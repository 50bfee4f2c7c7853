import { Counter, Histogram, Registry } from 'prom-client';
import { METRICS, type FieldReport, type MetricName } from './body.ts';
import type { VitalsSeries } from '../../../schemas/operator-api.ts';
import { COMPLIANCE_ELEMENTS, type ComplianceElement, type ComplianceSeenSeries, type ElementCounts } from '../../../schemas/compliance-seen.ts';

/**
 * What the field beacon reports (./body.ts), per site, page (route pattern) and device class: the
 * vitals as Prometheus histograms and kept values for their p75, the compliance elements seen as
 * counters and counts, all in one registry of their own (the operator port's /metrics merges it:
 * src/server/process/metrics.ts). Host and page come from the client, so the number of series is
 * bounded: a host not `known` as a site counts under site and page "unknown", and past `maxSeries`,
 * reports count under site and page "other".
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

/** One series' kept values and counts: what a cluster worker hands the supervisor to pool. */
export interface SeriesValues {
  site: string;
  page: string;
  device: DeviceClass;
  metrics: Partial<Record<MetricName, { values: number[]; count: number }>>;
  elements: Partial<Record<ComplianceElement, ElementCounts>>;
}

/** Pooled figures: the vitals' series (those with figures) and the compliance series (those with elements). */
export interface FieldFigures {
  vitals: VitalsSeries[];
  seen: ComplianceSeenSeries[];
}

export interface FieldAggregate {
  /** the histograms (web_vitals_lcp_seconds and so on) and counters (compliance_element_views_total and so on) */
  registry: Registry;
  record(site: string, device: DeviceClass, report: FieldReport): void;
  /** the values kept per series (at most the last 1,000 per metric) */
  values(): SeriesValues[];
}

/** The nearest-rank 75th percentile. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN;
}

/**
 * The figures over the values of one or more processes: the same series from several workers is one
 * series, its values pooled (the p75 of the pool, not an average of p75s) and its counts summed.
 */
export function summarise(parts: readonly SeriesValues[]): FieldFigures {
  const pooled = new Map<string, SeriesValues>();
  for (const part of parts) {
    const key = JSON.stringify([part.site, part.page, part.device]);
    let into = pooled.get(key);
    if (!into) {
      into = { site: part.site, page: part.page, device: part.device, metrics: {}, elements: {} };
      pooled.set(key, into);
    }
    for (const name of METRICS) {
      const m = part.metrics[name];
      if (!m) continue;
      const kept = (into.metrics[name] ??= { values: [], count: 0 });
      kept.values.push(...m.values);
      kept.count += m.count;
    }
    for (const name of COMPLIANCE_ELEMENTS) {
      const c = part.elements[name];
      if (!c) continue;
      const sum = (into.elements[name] ??= { views: 0, rendered: 0, visible: 0 });
      sum.views += c.views;
      sum.rendered += c.rendered;
      sum.visible += c.visible;
    }
  }
  const all = [...pooled.values()];
  return {
    vitals: all
      .filter((s) => Object.keys(s.metrics).length > 0)
      .map(({ site, page, device, metrics }) => ({
        site,
        page,
        device,
        metrics: Object.fromEntries(
          METRICS.flatMap((name) => {
            const m = metrics[name];
            return m ? [[name, { p75: Number(p75(m.values).toFixed(name === 'CLS' ? 3 : 0)), count: m.count }]] : [];
          }),
        ),
      })),
    seen: all.filter((s) => Object.keys(s.elements).length > 0).map(({ site, page, device, elements }) => ({ site, page, device, elements })),
  };
}

interface Ring {
  values: number[];
  next: number;
  count: number;
}

interface Series {
  site: string;
  page: string;
  device: DeviceClass;
  rings: Partial<Record<MetricName, Ring>>;
  elements: Partial<Record<ComplianceElement, ElementCounts>>;
}

function instruments(registry: Registry) {
  const labelNames = ['site', 'page', 'device'] as const;
  const histograms = Object.fromEntries(
    METRICS.map((name) => [
      name,
      new Histogram({
        name: name === 'CLS' ? 'web_vitals_cls' : `web_vitals_${name.toLowerCase()}_seconds`,
        help: `${name} of real page views (web-vitals), per site, route pattern and device class`,
        labelNames,
        buckets: BUCKETS[name],
        registers: [registry],
      }),
    ]),
  ) as Record<MetricName, Histogram<'site' | 'page' | 'device'>>;
  const counter = (name: string, help: string) => new Counter({ name, help, labelNames: [...labelNames, 'element'] as const, registers: [registry] });
  return {
    histograms,
    views: counter('compliance_element_views_total', 'Sampled page views that owed a compliance element, per site, route pattern, device class and element'),
    rendered: counter('compliance_element_rendered_total', 'Of those, the page views that rendered it (in the DOM, not hidden, not zero-size)'),
    visible: counter(
      'compliance_element_visible_total',
      'Of those, the page views that showed it: at least half of it, or half the viewport, in view at some moment',
    ),
  };
}

export function createFieldAggregate(maxSeries = 1_000, known: (site: string) => boolean = () => true): FieldAggregate {
  const registry = new Registry();
  const { histograms, views, rendered, visible } = instruments(registry);
  const series = new Map<string, Series>();

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
        entry = { ...labels, rings: {}, elements: {} };
        series.set(key, entry);
      }
      for (const { name, value } of report.metrics) {
        histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
        const ring = (entry.rings[name] ??= { values: [], next: 0, count: 0 });
        ring.values[ring.next] = value;
        ring.next = (ring.next + 1) % KEPT;
        ring.count++;
      }
      for (const seen of report.elements) {
        const element = { ...labels, element: seen.element };
        const counts = (entry.elements[seen.element] ??= { views: 0, rendered: 0, visible: 0 });
        counts.views++;
        views.inc(element);
        if (seen.rendered) {
          counts.rendered++;
          rendered.inc(element);
        }
        if (seen.visible) {
          counts.visible++;
          visible.inc(element);
        }
      }
    },
    values: () =>
      [...series.values()].map(({ site, page, device, rings, elements }) => ({
        site,
        page,
        device,
        metrics: Object.fromEntries(Object.entries(rings).map(([name, ring]) => [name, { values: [...ring.values], count: ring.count }])),
        elements: Object.fromEntries(Object.entries(elements).map(([name, c]) => [name, { ...c }])),
      })),
  };
}
