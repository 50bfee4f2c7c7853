/**
 * Scheduling the draft to go live at a time (docs/operators.md "Scheduled publishing"): a date and time
 * read in the brand's zone, which the label names; a draft reaching brands in several zones is given in
 * UTC, said so. The server publishes exactly what is scheduled: an edit after scheduling voids it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { ScheduleList } from '../../schemas/operator-api/schedule.ts';
import type { ScheduleOutcome } from '../state/store.ts';
import { Modal } from './Modal.tsx';

export interface ScheduleDialogProps {
  onClose: () => void;
  /** the schedules and the zones the draft's time is read in */
  load: () => Promise<ScheduleList>;
  schedule: (at: string, message: string) => Promise<ScheduleOutcome>;
}

type Stage = { at: 'loading' } | { at: 'ready'; zones: string[] } | { at: 'failed'; message: string };

/** What the server reads: the wall time as typed in the one zone, or as UTC across several. */
export function scheduleAt(local: string, zones: readonly string[]): string {
  return zones.length === 1 ? local : `${local}Z`;
}

export function ScheduleDialog({ onClose, load, schedule }: ScheduleDialogProps) {
  const [stage, setStage] = useState<Stage>({ at: 'loading' });
  const [when, setWhen] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    load().then(
      (list) => setStage({ at: 'ready', zones: list.zones ?? [] }),
      (e: unknown) => setStage({ at: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.at !== 'ready') return;
    if (!when) return setError('Choose the date and time it goes live.');
    if (!message.trim()) return setError('Write a message: it is the revision’s name in the history.');
    setBusy(true);
    setError(null);
    const outcome = await schedule(scheduleAt(when, stage.zones), message.trim());
    setBusy(false);
    if (outcome.kind === 'scheduled') return onClose();
    setError(outcome.message);
  };

  const zone = stage.at === 'ready' ? (stage.zones.length === 1 ? stage.zones[0]! : 'UTC') : '';
  return (
    <Modal title="Schedule the draft" onClose={onClose}>
      {stage.at === 'loading' ? <p role="status">Reading the brand’s time zone…</p> : null}
      {stage.at === 'failed' ? (
        <p role="alert" className="notice notice-error">
          Could not read the schedules: {stage.message}
        </p>
      ) : null}
      {stage.at === 'ready' ? (
        <form className="publish-form" onSubmit={(e) => void submit(e)} noValidate>
          {stage.zones.length > 1 ? (
            <p className="muted small" id="schedule-zones">
              The draft reaches brands in several time zones ({stage.zones.join(', ')}): give the time in UTC.
            </p>
          ) : null}
          <label htmlFor="schedule-at">Goes live at ({zone})</label>
          <input
            id="schedule-at"
            type="datetime-local"
            required
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            aria-describedby={stage.zones.length > 1 ? 'schedule-zones' : undefined}
          />
          <label htmlFor="schedule-message">Message (required)</label>
          <textarea id="schedule-message" required rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
          <p className="muted small">It publishes the draft as it is now: editing it afterwards voids the schedule.</p>
          {error ? (
            <p role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <div className="actions">
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Scheduling…' : 'Schedule'}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
