/**
 * A publish refused as stale (409 staleParent): someone published since the draft began. Shows what they
 * changed, and per file both sides with "take theirs" or "keep mine"; a file the draft changed too must be
 * chosen. Nothing is overwritten without that choice.
 */
import { useState } from 'react';
import type { ConfigDiff } from '../api/types.ts';
import type { MergeFile } from '../state/store.ts';
import { DiffView } from './DiffView.tsx';

export type Take = 'theirs' | 'mine';

export interface MergeViewProps {
  live: string;
  diff: ConfigDiff;
  files: MergeFile[];
  onMerge: (choices: { file: string; take: Take; theirs: string | null }[]) => void;
  busy: boolean;
}

export function MergeView({ live, diff, files, onMerge, busy }: MergeViewProps) {
  const [choices, setChoices] = useState<Record<string, Take | undefined>>(() =>
    Object.fromEntries(files.map((f) => [f.file, f.conflict ? undefined : 'theirs'])),
  );
  const open = files.filter((f) => !choices[f.file]);

  return (
    <section className="merge" aria-label="Merge with the live revision">
      <p role="alert" className="notice notice-error">
        Revision {live} was published since your draft began. Nothing was published: choose per file what the draft keeps, then publish again.
      </p>
      <h3>What they changed</h3>
      <DiffView diff={diff} sides={['Your base', 'Live']} changesLabel="What they changed on the sites" />
      <h3>Choose per file</h3>
      {files.map((f) => (
        <fieldset key={f.file} className="merge-file">
          <legend>
            {f.file} {f.conflict ? <span className="badge badge-error">changed on both sides</span> : <span className="badge">changed by them only</span>}
          </legend>
          <label>
            <input
              type="radio"
              name={`take:${f.file}`}
              checked={choices[f.file] === 'theirs'}
              onChange={() => setChoices((c) => ({ ...c, [f.file]: 'theirs' }))}
            />{' '}
            Take theirs
          </label>
          <label>
            <input type="radio" name={`take:${f.file}`} checked={choices[f.file] === 'mine'} onChange={() => setChoices((c) => ({ ...c, [f.file]: 'mine' }))} />{' '}
            Keep mine
          </label>
          {f.conflict ? (
            <details>
              <summary>Both sides</summary>
              <div className="sides">
                <figure>
                  <figcaption>Theirs (live)</figcaption>
                  <pre tabIndex={0}>{f.theirs ?? '(deleted)'}</pre>
                </figure>
                <figure>
                  <figcaption>Mine (draft)</figcaption>
                  <pre tabIndex={0}>{f.mine ?? '(deleted)'}</pre>
                </figure>
              </div>
            </details>
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        className="primary"
        disabled={busy || open.length > 0}
        onClick={() => onMerge(files.map((f) => ({ file: f.file, take: choices[f.file] ?? 'mine', theirs: f.theirs })))}
      >
        Merge into my draft
      </button>
      {open.length > 0 ? <p className="muted small">Choose a side for {open.map((f) => f.file).join(', ')}.</p> : null}
    </section>
  );
}
