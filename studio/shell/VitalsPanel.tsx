/** Real players' field vitals (issue 32): p75 per site, page and device class of the selected brand, rated as Core Web Vitals are. */
import { useCallback, useEffect, useState } from 'react';
import type { VitalName, VitalsAnswer } from '../../schemas/operator-api.ts';
import { formatVital, ratingOf } from './vital-rating.ts';

export interface VitalsPanelProps {
  load: () => Promise<VitalsAnswer>;
  /** the selected template: its sites' figures are shown (null: every site the operator may view) */
  template: string | null;
}

const NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

const BADGE = { good: 'badge-good', 'needs improvement': 'badge-warn', poor: 'badge-error' } as const;

export function VitalsPanel({ load, template }: VitalsPanelProps) {
  const [answer, setAnswer] = useState<VitalsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    setAnswer(null);
    load().then(
      (a) => {
        setAnswer(a);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh, template]);

  const whose = template ? `${template}’s sites` : 'the sites you may view';
  return (
    <section className="vitals" aria-label="Field vitals">
      <p className="muted small">
        Real players’ 75th percentile over the most recent reports, per site, page and device, for {whose}.{' '}
        {answer ? `${answer.processes.answered} of ${answer.processes.total} player processes answered.` : ''}{' '}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </p>
      {error ? (
        <p role="alert" className="notice notice-error">
          Could not read the field vitals: {error}
        </p>
      ) : null}
      {answer === null && !error ? <p role="status">Reading the field vitals…</p> : null}
      {answer && answer.series.length === 0 ? (
        <p className="empty">No reports yet for {whose}: players’ browsers report a sample of page views (VITALS_SAMPLE_RATE) as they leave a page.</p>
      ) : null}
      {answer && answer.series.length > 0 ? (
        <table className="diff-table vitals-table">
          <caption className="visually-hidden">Field vitals, 75th percentile, with the number of reports</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Page</th>
              <th scope="col">Device</th>
              {NAMES.map((n) => (
                <th key={n} scope="col">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.series.map((s) => (
              <tr key={`${s.site} ${s.page} ${s.device}`}>
                <th scope="row">{s.site}</th>
                <td>{s.page}</td>
                <td>{s.device}</td>
                {NAMES.map((n) => {
                  const m = s.metrics[n];
                  if (!m) return <td key={n}>—</td>;
                  const rating = ratingOf(n, m.p75);
                  return (
                    <td key={n}>
                      {formatVital(n, m.p75)} <span className={`badge ${BADGE[rating]}`}>{rating}</span> <span className="muted">({m.count})</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
