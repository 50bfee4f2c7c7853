import { Counter, Registry } from 'prom-client';
import { COMPLIANCE_ELEMENTS, type ComplianceElement, type ComplianceSeenSeries, type ElementCounts } from '../../../schemas/compliance-seen.ts';
import type { ComplianceSeenReport } from './body.ts';

/**
 * Compliance seen per site, page (route pattern) and device class: Prometheus counters in a registry
 * of their own (the operator port's /metrics merges it, as it does the vitals'), and the same counts as
 * JSON for the operator surface. Bounded as the vitals are (src/server/vitals/aggregate.ts): a host
 * not `known` as a site counts under site and page "unknown", and past `maxSeries`, reports count
 * under site and page "other".
 */

export type DeviceClass = ComplianceSeenSeries['device'];

export interface ComplianceSeenAggregate {
  /** compliance_element_views_total, compliance_element_rendered_total, compliance_element_visible_total */
  registry: Registry;
  record(site: string, device: DeviceClass, report: ComplianceSeenReport): void;
  /** this process's counts per series: what a cluster worker hands the supervisor to sum */
  values(): ComplianceSeenSeries[];
}

const LABELS = ['site', 'page', 'device', 'element'] as const;

/** The same series from several processes is one series, its counts summed. */
export function sumSeries(parts: readonly ComplianceSeenSeries[]): ComplianceSeenSeries[] {
  const pooled = new Map<string, ComplianceSeenSeries>();
  for (const part of parts) {
    const key = JSON.stringify([part.site, part.page, part.device]);
    let into = pooled.get(key);
    if (!into) {
      into = { site: part.site, page: part.page, device: part.device, elements: {} };
      pooled.set(key, into);
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
  return [...pooled.values()];
}

export function createComplianceSeenAggregate(maxSeries = 1_000, known: (site: string) => boolean = () => true): ComplianceSeenAggregate {
  const registry = new Registry();
  const counter = (name: string, help: string) => new Counter({ name, help, labelNames: LABELS, registers: [registry] });
  const views = counter(
    'compliance_element_views_total',
    'Sampled page views that owed a compliance element, per site, route pattern, device class and element',
  );
  const rendered = counter('compliance_element_rendered_total', 'Of those, the page views that rendered it (in the DOM, not hidden, not zero-size)');
  const visible = counter(
    'compliance_element_visible_total',
    'Of those, the page views that showed it: at least half of it, or half the viewport, in view at some moment',
  );
  const series = new Map<string, { site: string; page: string; device: DeviceClass; elements: Map<ComplianceElement, ElementCounts> }>();

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
        entry = { ...labels, elements: new Map() };
        series.set(key, entry);
      }
      for (const seen of report.elements) {
        const element = { ...labels, element: seen.element };
        let counts = entry.elements.get(seen.element);
        if (!counts) {
          counts = { views: 0, rendered: 0, visible: 0 };
          entry.elements.set(seen.element, counts);
        }
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
      [...series.values()].map(({ site, page, device, elements }) => ({
        site,
        page,
        device,
        elements: Object.fromEntries([...elements].map(([name, c]) => [name, { ...c }])),
      })),
  };
}
