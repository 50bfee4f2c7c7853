/**
 * Compliance seen in the field (issue 52 part 3): per site, page and device class of the selected
 * brand, how many sampled page views owed each required compliance element, rendered it and showed it,
 * with a flag where the share shown falls below the server's threshold (COMPLIANCE_SEEN_THRESHOLD).
 */
import { useCallback, useEffect, useState } from 'react';
import { COMPLIANCE_ELEMENTS, type ComplianceSeenAnswer } from '../../schemas/compliance-seen.ts';
import { belowThreshold, ELEMENT_LABELS, formatRate, seenRate } from './seen-rate.ts';

export interface ComplianceSeenPanelProps {
  load: () => Promise<ComplianceSeenAnswer>;
  /** the selected template: its sites' figures are shown (null: every site the operator may view) */
  template: string | null;
}

export function ComplianceSeenPanel({ load, template }: ComplianceSeenPanelProps) {
  const [answer, setAnswer] = useState<ComplianceSeenAnswer | null>(null);
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
  const rows = (answer?.series ?? []).flatMap((s) =>
    COMPLIANCE_ELEMENTS.flatMap((element) => {
      const counts = s.elements[element];
      return counts ? [{ s, element, counts }] : [];
    }),
  );
  const flagged = answer ? rows.filter((r) => belowThreshold(r.counts, answer.threshold)).length : 0;
  return (
    <section className="compliance-seen" aria-label="Compliance seen">
      <p className="muted small">
        Of the sampled page views that owed a compliance element, for {whose}: how many rendered it and how many showed it (half of it, or half the screen, in
        view at some moment). {answer ? `Flagged below ${formatRate(answer.threshold)}. ` : ''}
        {answer ? `${answer.processes.answered} of ${answer.processes.total} player processes answered.` : ''}{' '}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </p>
      {error ? (
        <p role="alert" className="notice notice-error">
          Could not read compliance seen in the field: {error}
        </p>
      ) : null}
      {answer === null && !error ? <p role="status">Reading compliance seen in the field…</p> : null}
      {answer && flagged > 0 ? (
        <p role="status" className="notice notice-error">
          {flagged} element{flagged === 1 ? '' : 's'} shown on fewer than {formatRate(answer.threshold)} of page views.
        </p>
      ) : null}
      {answer && rows.length === 0 ? (
        <p className="empty">No reports yet for {whose}: the page views that report their vitals (VITALS_SAMPLE_RATE) report their compliance elements too.</p>
      ) : null}
      {answer && rows.length > 0 ? (
        <table className="diff-table compliance-seen-table">
          <caption className="visually-hidden">Compliance elements rendered and shown, per site, page and device</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Page</th>
              <th scope="col">Device</th>
              <th scope="col">Element</th>
              <th scope="col">Page views</th>
              <th scope="col">Rendered</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ s, element, counts }) => {
              const rate = seenRate(counts);
              const low = belowThreshold(counts, answer.threshold);
              return (
                <tr key={`${s.site} ${s.page} ${s.device} ${element}`} data-element={element} data-below={low ? 'true' : undefined}>
                  <th scope="row">{s.site}</th>
                  <td>{s.page}</td>
                  <td>{s.device}</td>
                  <td>{ELEMENT_LABELS[element]}</td>
                  <td>{counts.views}</td>
                  <td>{counts.rendered}</td>
                  <td>
                    {rate === null ? '—' : formatRate(rate)}{' '}
                    <span className={`badge ${low ? 'badge-error' : 'badge-good'}`}>{low ? 'below threshold' : 'ok'}</span>{' '}
                    <span className="muted">({counts.visible})</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
