/**
 * The schedules beside the history (docs/operators.md "Scheduled publishing"): each with its time in
 * its brand's zone, who scheduled it and where it stands — pending (a publisher may cancel it),
 * published (the revision it made), failed (why) or cancelled.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Schedule } from '../../schemas/operator-api/schedule.ts';
import { scheduleTimeText } from '../state/slices/schedules.ts';

export interface SchedulesPanelProps {
  load: () => Promise<{ items: Schedule[] }>;
  canCancel: boolean;
  /** null when cancelled, else why not */
  onCancel: (id: string) => Promise<string | null>;
  /** changes when a schedule was made, cancelled or something published, so the list is read again */
  refreshKey: unknown;
}

const STATE_WORDS: Record<Schedule['state'], string> = {
  pending: 'scheduled',
  publishing: 'publishing',
  published: 'published',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function SchedulesPanel({ load, canCancel, onCancel, refreshKey }: SchedulesPanelProps) {
  const [items, setItems] = useState<Schedule[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    load().then(
      (list) => {
        setItems(list.items);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh, refreshKey]);

  const cancel = async (schedule: Schedule) => {
    const problem = await onCancel(schedule.id);
    setError(problem);
    refresh();
  };

  if (items !== null && items.length === 0 && !error) return null;
  return (
    <section className="schedules" aria-label="Schedules">
      <h3>Schedules</h3>
      {error ? (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      ) : null}
      <ol className="revisions">
        {(items ?? []).map((s) => (
          <li key={s.id} className="revision" data-state={s.state}>
            <div>
              <strong>{s.message}</strong> <span className={`badge${s.state === 'failed' ? ' badge-error' : ''}`}>{STATE_WORDS[s.state]}</span>
            </div>
            <div className="muted small">
              <time dateTime={s.at}>{scheduleTimeText(s.at, s.timeZone)}</time> · by {s.author}
              {s.revision ? ` · revision ${s.revision}` : ''}
              {s.state === 'cancelled' && s.settledBy ? ` · cancelled by ${s.settledBy}` : ''}
            </div>
            {s.reason ? <p className="small">{s.reason}</p> : null}
            {canCancel && s.state === 'pending' ? (
              <button type="button" onClick={() => void cancel(s)} aria-label={`Cancel the schedule “${s.message}” for ${scheduleTimeText(s.at, s.timeZone)}`}>
                Cancel schedule
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
