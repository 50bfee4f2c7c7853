/**
 * An edit another operator's change got in the way of (409 conflict, issue 49 part 4): both values side
 * by side, and the operator's choice: keep theirs (the newest version stays) or keep mine (sent again on
 * the newest version). Escape keeps theirs: nothing is written without a choice.
 */
import { useId } from 'react';
import { Modal } from '../shell/Modal.tsx';
import type { HeldConflict } from '../state/slices/conflict.ts';

const shown = (value: unknown, present: boolean) => (present ? JSON.stringify(value, null, 2) : '(not set)');

export function ConflictDialog({ conflict, onChoose }: { conflict: HeldConflict; onChoose: (choice: 'mine' | 'theirs') => void }) {
  const describedBy = useId();
  return (
    <Modal title="Someone changed this too" describedBy={describedBy} onClose={() => onChoose('theirs')}>
      <p id={describedBy}>
        {conflict.by} changed <code>{conflict.pointer}</code> in <code>{conflict.file}</code> (version {conflict.current}) before your change “{conflict.label}”
        was saved.
      </p>
      <div className="conflict-values">
        <figure>
          <figcaption>Yours</figcaption>
          <pre data-testid="conflict-yours">{shown(conflict.yours, 'yours' in conflict)}</pre>
        </figure>
        <figure>
          <figcaption>{conflict.by}’s</figcaption>
          <pre data-testid="conflict-theirs">{shown(conflict.theirs, 'theirs' in conflict)}</pre>
        </figure>
      </div>
      <div className="modal-actions">
        <button type="button" className="primary" onClick={() => onChoose('mine')}>
          Keep mine
        </button>
        <button type="button" onClick={() => onChoose('theirs')}>
          Take theirs
        </button>
      </div>
    </Modal>
  );
}
