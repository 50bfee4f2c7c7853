/** Webhooks (issue 50 part 4): what is subscribed, and the delivery log with its state, attempts and next retry; a delivery can be sent again. */
import { useCallback, useEffect, useState } from 'react';
import type { WebhookDelivery, WebhookSummary } from '../../schemas/operator-api/webhooks.ts';

export interface WebhooksPanelProps {
  load: () => Promise<{ hooks: WebhookSummary[]; log: WebhookDelivery[] }>;
  redeliver: (delivery: string) => Promise<void>;
}

const STATE_BADGE = { delivered: 'badge-good', pending: 'badge-warn', sending: 'badge-warn', failed: 'badge-error' } as const;

const when = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

export function WebhooksPanel({ load, redeliver }: WebhooksPanelProps) {
  const [answer, setAnswer] = useState<{ hooks: WebhookSummary[]; log: WebhookDelivery[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const refresh = useCallback(() => {
    load().then(
      (a) => {
        setAnswer(a);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh]);

  const again = (delivery: WebhookDelivery) => {
    setStatus('');
    redeliver(delivery.id).then(
      () => {
        setStatus(`Delivery ${delivery.id.slice(0, 8)} is queued again.`);
        refresh();
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };
  const urlOf = (id: string) => answer?.hooks.find((h) => h.id === id)?.url ?? `${id.slice(0, 8)} (removed)`;

  return (
    <section className="webhooks" aria-label="Webhooks">
      <p className="muted small">
        Operator events sent to the webhooks added with <code>npx operator webhook add</code> (docs/operators.md “Webhooks”).{' '}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </p>
      {error ? (
        <p role="alert" className="notice notice-error">
          Could not read the webhooks: {error}
        </p>
      ) : null}
      <p role="status" className="small">
        {answer === null && !error ? 'Reading the webhooks…' : status}
      </p>
      {answer && answer.hooks.length === 0 ? <p className="empty">No webhooks yet.</p> : null}
      {answer && answer.hooks.length > 0 ? (
        <table className="diff-table">
          <caption className="visually-hidden">Webhooks</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">Brands</th>
              <th scope="col">Added by</th>
            </tr>
          </thead>
          <tbody>
            {answer.hooks.map((h) => (
              <tr key={h.id}>
                <th scope="row">
                  {h.url}
                  {h.disabled ? <span className="badge badge-warn">disabled</span> : null}
                </th>
                <td>{h.events.join(', ')}</td>
                <td>{h.scope === '*' ? 'every brand' : h.scope.join(', ')}</td>
                <td>{h.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {answer && answer.log.length > 0 ? (
        <table className="diff-table">
          <caption>Delivery log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Webhook</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Next retry</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.log.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  {d.event} <span className="muted">{when(d.at)}</span>
                </th>
                <td>{urlOf(d.webhook)}</td>
                <td>
                  <span className={`badge ${STATE_BADGE[d.state]}`}>{d.state}</span>
                </td>
                <td>{d.attempt}</td>
                <td>{d.status ?? d.error ?? '—'}</td>
                <td>{d.state === 'pending' ? when(d.nextAttempt) : '—'}</td>
                <td>
                  <button type="button" onClick={() => again(d)} aria-label={`Redeliver the ${d.event} delivery ${d.id.slice(0, 8)}`}>
                    Redeliver
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
