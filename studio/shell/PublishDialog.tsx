/**
 * Publishing the draft: the diff against the live revision, a required message, then the publish. A lint
 * refusal lists its problems; a stale parent becomes a merge (MergeView), never an overwrite.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { ConfigDiff, LintProblem } from '../api/types.ts';
import type { MergeFile, PublishOutcome } from '../state/store.ts';
import { BlastRadiusList } from './BlastRadius.tsx';
import { DiffView } from './DiffView.tsx';
import { MergeView, type Take } from './MergeView.tsx';
import { Modal } from './Modal.tsx';
import { StepUpForm, type StepUpFormProps } from './StepUpForm.tsx';

export interface PublishDialogProps {
  onClose: () => void;
  loadDiff: () => Promise<ConfigDiff>;
  publish: (message: string) => Promise<PublishOutcome>;
  mergeFiles: (stale: { parent: string; live: string | null; diff: ConfigDiff }) => Promise<MergeFile[]>;
  merge: (live: string, choices: { file: string; take: Take; theirs: string | null }[]) => Promise<boolean>;
  lintErrors: number;
  stepUp: StepUpFormProps['onConfirm'];
}

type Stage =
  | { at: 'loading' }
  | { at: 'diff'; diff: ConfigDiff }
  | { at: 'failed'; message: string }
  | { at: 'stale'; live: string; diff: ConfigDiff; files: MergeFile[] };

export function PublishDialog({ onClose, loadDiff, publish, mergeFiles, merge, lintErrors, stepUp }: PublishDialogProps) {
  const [stage, setStage] = useState<Stage>({ at: 'loading' });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<LintProblem[]>([]);
  const [busy, setBusy] = useState(false);
  /** the publish waits for a step-up: whether a second factor is asked for */
  const [confirming, setConfirming] = useState<{ secondFactor: boolean } | null>(null);

  const refresh = () => {
    setStage({ at: 'loading' });
    loadDiff().then(
      (diff) => setStage({ at: 'diff', diff }),
      (e: unknown) => setStage({ at: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  };
  // the diff is read once when the dialog opens, and again after a merge
  useEffect(refresh, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!message.trim()) {
      setError('Write a message: it is the revision’s name in the history.');
      return;
    }
    setBusy(true);
    setError(null);
    setProblems([]);
    const outcome = await publish(message.trim());
    setBusy(false);
    if (outcome.kind === 'published') return onClose();
    if (outcome.kind === 'stepUp') setConfirming({ secondFactor: outcome.secondFactor });
    else if (outcome.kind === 'lint') {
      setProblems(outcome.problems);
      setError('The server refused the publish: a lint error stands.');
    } else if (outcome.kind === 'stale' && outcome.live) {
      const live = outcome.live;
      try {
        setStage({ at: 'stale', live, diff: outcome.diff, files: await mergeFiles(outcome) });
      } catch (e) {
        setError(`Someone published revision ${live} since your draft began, and its files could not be read: ${e instanceof Error ? e.message : String(e)}`);
      }
    } else setError(outcome.kind === 'refused' ? outcome.message : 'The live revision is gone: reload the studio.');
  };

  const onMerge = async (choices: { file: string; take: Take; theirs: string | null }[]) => {
    if (stage.at !== 'stale') return;
    setBusy(true);
    const ok = await merge(stage.live, choices);
    setBusy(false);
    if (ok) refresh();
  };

  return (
    <Modal title="Publish the draft" onClose={onClose} wide>
      {stage.at === 'loading' ? <p role="status">Comparing the draft with the live revision…</p> : null}
      {stage.at === 'failed' ? (
        <p role="alert" className="notice notice-error">
          Could not compare with the live revision: {stage.message}
        </p>
      ) : null}
      {stage.at === 'stale' ? <MergeView live={stage.live} diff={stage.diff} files={stage.files} onMerge={(c) => void onMerge(c)} busy={busy} /> : null}
      {stage.at === 'diff' && confirming ? (
        <StepUpForm
          secondFactor={confirming.secondFactor}
          onConfirm={stepUp}
          onConfirmed={() => {
            setConfirming(null);
            void submit();
          }}
        />
      ) : null}
      {stage.at === 'diff' && !confirming ? (
        <>
          <BlastRadiusList diff={stage.diff} />
          <h3>Changes against the live revision</h3>
          <DiffView diff={stage.diff} empty="The draft is the same as the live revision." />
          <form className="publish-form" onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor="publish-message">Message (required)</label>
            <textarea
              id="publish-message"
              required
              rows={2}
              maxLength={500}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={error && !message.trim() ? true : undefined}
              aria-describedby={error ? 'publish-error' : undefined}
            />
            {lintErrors > 0 ? (
              <p className="notice notice-error">
                {lintErrors} lint error{lintErrors === 1 ? '' : 's'} stand: fix them (Problems) before publishing.
              </p>
            ) : null}
            {error ? (
              <p id="publish-error" role="alert" className="field-error">
                {error}
              </p>
            ) : null}
            {problems.length > 0 ? (
              <ul className="problem-list">
                {problems.map((p, i) => (
                  <li key={`${p.file}:${p.line}:${i}`}>
                    {p.file}:{p.line} {p.ruleId}: {p.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="actions">
              <button type="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={busy || lintErrors > 0 || stage.diff.files.length === 0}>
                {busy ? 'Publishing…' : 'Publish'}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </Modal>
  );
}
