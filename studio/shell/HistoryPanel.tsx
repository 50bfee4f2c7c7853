/**
 * Published revisions, newest first: who, what, when, and on demand what each changed on the sites (in
 * words, against its parent); a publisher may roll back to one, after confirming.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ConfigDiff, RevisionMeta } from '../api/types.ts';
import type { PublishOutcome } from '../state/store.ts';
import { ChangeList } from './ChangeList.tsx';
import { Modal } from './Modal.tsx';
import { StepUpForm, type StepUpFormProps } from './StepUpForm.tsx';

export interface HistoryPanelProps {
  load: () => Promise<{ items: RevisionMeta[]; live: string | null }>;
  canRollback: boolean;
  onRollback: (revision: string, message: string) => Promise<PublishOutcome>;
  /** the difference a revision made to its parent */
  loadChanges: (revision: RevisionMeta) => Promise<ConfigDiff>;
  /** changes when something was published, so the list is read again */
  refreshKey: unknown;
  stepUp: StepUpFormProps['onConfirm'];
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryPanel({ load, canRollback, onRollback, loadChanges, refreshKey, stepUp }: HistoryPanelProps) {
  const [items, setItems] = useState<RevisionMeta[] | null>(null);
  const [live, setLive] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RevisionMeta | null>(null);

  const refresh = useCallback(() => {
    load().then(
      (page) => {
        setItems(page.items);
        setLive(page.live);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh, refreshKey]);

  return (
    <section className="history" aria-label="History">
      {error ? (
        <p role="alert" className="notice notice-error">
          Could not read the history: {error}
        </p>
      ) : null}
      {items === null && !error ? <p role="status">Reading the history…</p> : null}
      <ol className="revisions">
        {(items ?? []).map((r) => (
          <li key={r.id} className="revision">
            <div>
              <strong>{r.message || '(no message)'}</strong>
              {r.id === live ? <span className="badge badge-live">live</span> : null}
              {r.kind === 'rollback' && r.restores ? <span className="badge">restores {r.restores}</span> : null}
            </div>
            <div className="muted small">
              {r.id} · {r.author} · <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
            </div>
            {r.parent ? <RevisionChanges revision={r} load={loadChanges} /> : null}
            {canRollback && r.id !== live ? (
              <button type="button" onClick={() => setConfirming(r)} aria-label={`Roll back to ${r.id}: ${r.message}`}>
                Roll back…
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {confirming ? (
        <RollbackConfirm
          revision={confirming}
          onCancel={() => setConfirming(null)}
          stepUp={stepUp}
          onConfirm={async (message) => {
            const outcome = await onRollback(confirming.id, message);
            if (outcome.kind === 'published') {
              setConfirming(null);
              refresh();
              return null;
            }
            if (outcome.kind === 'lint') return `Refused: ${outcome.problems.length} lint error(s) in that revision.`;
            if (outcome.kind === 'stale') return 'Someone published meanwhile: look at the history again.';
            if (outcome.kind === 'stepUp') return { secondFactor: outcome.secondFactor };
            return outcome.message;
          }}
        />
      ) : null}
    </section>
  );
}

type Changes = { at: 'closed' } | { at: 'reading' } | { at: 'read'; diff: ConfigDiff } | { at: 'failed'; message: string };

/** A revision's changes against its parent, read when the operator asks. */
function RevisionChanges({ revision, load }: { revision: RevisionMeta; load: (revision: RevisionMeta) => Promise<ConfigDiff> }) {
  const [changes, setChanges] = useState<Changes>({ at: 'closed' });
  const toggle = () => {
    if (changes.at !== 'closed') return setChanges({ at: 'closed' });
    setChanges({ at: 'reading' });
    load(revision).then(
      (diff) => setChanges({ at: 'read', diff }),
      (e: unknown) => setChanges({ at: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  };
  return (
    <>
      <button type="button" aria-expanded={changes.at !== 'closed'} onClick={toggle} aria-label={`Changes in ${revision.id}`}>
        Changes
      </button>
      {changes.at === 'reading' ? <p role="status">Reading the changes…</p> : null}
      {changes.at === 'failed' ? <p role="alert">Could not read the changes: {changes.message}</p> : null}
      {changes.at === 'read' ? (
        changes.diff.changes.length > 0 ? (
          <ChangeList changes={changes.diff.changes} label={`Changes in ${revision.id}`} />
        ) : (
          <p className="muted small">
            {changes.diff.files.length > 0 ? `No change the sites show; ${changes.diff.files.length} file(s) changed.` : 'No changes.'}
          </p>
        )
      ) : null}
    </>
  );
}

function RollbackConfirm({
  revision,
  onCancel,
  onConfirm,
  stepUp,
}: {
  revision: RevisionMeta;
  onCancel: () => void;
  /** null: done; a string: why not; `secondFactor`: a step-up first */
  onConfirm: (message: string) => Promise<string | null | { secondFactor: boolean }>;
  stepUp: StepUpFormProps['onConfirm'];
}) {
  const [message, setMessage] = useState(`rollback to ${revision.id}`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ secondFactor: boolean } | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    const problem = await onConfirm(message.trim() || `rollback to ${revision.id}`);
    setBusy(false);
    if (problem !== null && typeof problem === 'object') setConfirming(problem);
    else setError(problem);
  };
  if (confirming)
    return (
      <Modal title={`Roll back to ${revision.id}?`} onClose={onCancel}>
        <StepUpForm
          secondFactor={confirming.secondFactor}
          onConfirm={stepUp}
          onConfirmed={() => {
            setConfirming(null);
            void submit();
          }}
        />
      </Modal>
    );
  return (
    <Modal title={`Roll back to ${revision.id}?`} onClose={onCancel}>
      <form onSubmit={(e) => void submit(e)}>
        <p>
          The live site will serve the files of revision {revision.id} (“{revision.message}” by {revision.author}) again, as a new revision. Your draft is kept.
        </p>
        <label htmlFor="rollback-message">Message</label>
        <input id="rollback-message" value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="primary danger" disabled={busy}>
            Roll back
          </button>
        </div>
      </form>
    </Modal>
  );
}
