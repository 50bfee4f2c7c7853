/**
 * The jurisdiction rules to come (issue 52): for a day the operator picks, the rules of each regulator
 * that start after the server's today and by then, and per brand in the operator's scope what breaks
 * them, with its pointer (a button opening the brand where it points) and its fix. The same report as
 * `npx compliance impact --date`, over the live config.
 */
import { useId, useState, type FormEvent } from 'react';
import type { ComplianceImpactAnswer, ImpactBreach, UpcomingRule } from '../../schemas/operator-api/compliance-impact.ts';

export interface ComplianceImpactPanelProps {
  load: (date: string) => Promise<ComplianceImpactAnswer>;
  onOpen: (breach: ImpactBreach) => void;
  /** the day the picker starts at (a year from now by default) */
  initialDate?: string;
}

const aYearAhead = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

function source(rule: UpcomingRule): string {
  return [rule.source.document, rule.source.section, rule.source.url].filter(Boolean).join(', ');
}

function RuleLine({ rule }: { rule: UpcomingRule }) {
  return (
    <li>
      <code>{rule.id}</code> ({rule.regulator}) from {rule.from}: {rule.summary}{' '}
      {rule.confirmed ? null : <span className="badge badge-warn">not confirmed</span>} <span className="muted small">— {source(rule)}</span>
    </li>
  );
}

export function ComplianceImpactPanel({ load, onOpen, initialDate }: ComplianceImpactPanelProps) {
  const [date, setDate] = useState(initialDate ?? aYearAhead);
  const [answer, setAnswer] = useState<ComplianceImpactAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dateId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    load(date).then(
      (a) => {
        setAnswer(a);
        setBusy(false);
      },
      (e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
        setBusy(false);
      },
    );
  };

  const judged = answer ? answer.brands.filter((b) => b.regulator !== null && answer.rules.some((r) => r.regulator === b.regulator)) : [];
  const untouched = answer ? answer.brands.length - judged.length : 0;
  return (
    <section className="compliance-impact" aria-label="Compliance impact">
      <form aria-label="Compliance impact date" onSubmit={submit}>
        <label htmlFor={dateId}>Rules in force by</label>
        <input id={dateId} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        <button type="submit" disabled={busy}>
          Show impact
        </button>
      </form>
      {error ? (
        <p role="alert" className="notice notice-error">
          Could not read the compliance impact: {error}
        </p>
      ) : null}
      {busy ? <p role="status">Judging the live config…</p> : null}
      {answer && !busy ? (
        <>
          <p className="muted small">
            Live revision {answer.revision.slice(0, 12)}, judged for the rules starting after {answer.today} and by {answer.date}: {answer.rules.length} rule
            {answer.rules.length === 1 ? '' : 's'}; {new Set(answer.breaches.map((b) => b.template)).size} of your brands would break one.
          </p>
          {answer.rules.length === 0 ? (
            <p className="empty">
              No rule of any regulator starts after {answer.today} and by {answer.date}.
            </p>
          ) : null}
          {judged.map((brand) => {
            const rules = answer.rules.filter((r) => r.regulator === brand.regulator);
            const breaches = answer.breaches.filter((b) => b.template === brand.template);
            return (
              <section key={brand.template} aria-label={`${brand.template} compliance impact`} className="impact-brand">
                <h3>
                  {brand.template} <span className="muted">({brand.regulator})</span>{' '}
                  {breaches.length ? (
                    <span className="badge badge-error">
                      {breaches.length} breach{breaches.length === 1 ? '' : 'es'}
                    </span>
                  ) : (
                    <span className="badge badge-good">complies</span>
                  )}
                </h3>
                <ul aria-label={`Rules starting for ${brand.template}`}>
                  {rules.map((r) => (
                    <RuleLine key={r.id} rule={r} />
                  ))}
                </ul>
                {breaches.length ? (
                  <ul aria-label={`What breaks them in ${brand.template}`}>
                    {breaches.map((b) => (
                      <li key={`${b.rule} ${b.file} ${b.pointer}`}>
                        <strong>{b.rule}</strong> from {b.from}: {b.message}{' '}
                        <button
                          type="button"
                          className="impact-pointer"
                          onClick={() => onOpen(b)}
                          aria-label={`Open ${b.file} ${b.pointer} in ${brand.template}`}
                        >
                          {b.file} {b.pointer}
                        </button>
                        {b.fix ? <span className="small"> Fix: {b.fix}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
          {answer.rules.length > 0 && untouched > 0 ? (
            <p className="muted small">
              {untouched} other brand{untouched === 1 ? '' : 's'} of yours: no rule of {untouched === 1 ? 'its' : 'their'} regulator starts by then.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
