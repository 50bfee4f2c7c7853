/** The studio's top bar: who is signed in, where the draft stands, undo/redo, history, publish and schedule. */
import type { SaveState } from '../state/store.ts';
import { OthersHere } from '../together/OthersHere.tsx';

export interface TopBarProps {
  account: string;
  role: string | undefined;
  /** null: a viewer, who has no draft */
  version: number | null;
  saveState: SaveState;
  unsaved: number;
  onRetry: () => void;
  undoLabel: string | undefined;
  redoLabel: string | undefined;
  onUndo: () => void;
  onRedo: () => void;
  /** why Publish cannot be pressed, or null when it can */
  publishBlocked: string | null;
  /** where the draft's four-eyes approval stands (approved, stale, required); null when none is needed */
  approval?: string | null;
  onPublish: () => void;
  /** opens the schedule dialog (blocked as Publish is) */
  onSchedule: () => void;
  onHistory: () => void;
  onLogout: () => void;
  /** opens the signed-in operator's API tokens */
  onTokens: () => void;
  /** the account's second factors (SecurityDialog) */
  onSecurity: () => void;
  /** the other operators on this draft or template (issue 49 part 4) */
  others?: readonly string[];
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function draftStatus(version: number | null, saveState: SaveState, unsaved: number): string {
  if (version === null) return 'Read only';
  if (saveState === 'saving') return `Saving… · v${version}`;
  if (saveState === 'unsaved') return `${unsaved} unsaved change${unsaved === 1 ? '' : 's'} · v${version}`;
  return `Saved · v${version}`;
}

export function TopBar(props: TopBarProps) {
  const mod = isMac() ? '⌘' : 'Ctrl+';
  return (
    <header className="topbar">
      <span className="brand">Studio</span>
      <span className="draft-status" role="status" aria-live="polite">
        {draftStatus(props.version, props.saveState, props.unsaved)}
      </span>
      {props.saveState === 'unsaved' ? (
        <button type="button" onClick={props.onRetry}>
          Retry saving
        </button>
      ) : null}
      <div className="toolbar" role="toolbar" aria-label="Draft">
        <button
          type="button"
          onClick={props.onUndo}
          disabled={!props.undoLabel}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={props.undoLabel ? `Undo ${props.undoLabel} (${mod}Z)` : 'Nothing to undo'}
        >
          Undo
        </button>
        <button
          type="button"
          onClick={props.onRedo}
          disabled={!props.redoLabel}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          title={props.redoLabel ? `Redo ${props.redoLabel} (Shift+${mod}Z)` : 'Nothing to redo'}
        >
          Redo
        </button>
        <button type="button" onClick={props.onHistory}>
          History
        </button>
        <button
          type="button"
          className="primary"
          onClick={props.onPublish}
          disabled={props.publishBlocked !== null}
          aria-describedby={props.publishBlocked ? 'publish-blocked' : undefined}
        >
          Publish…
        </button>
        <button
          type="button"
          onClick={props.onSchedule}
          disabled={props.publishBlocked !== null}
          aria-describedby={props.publishBlocked ? 'publish-blocked' : undefined}
        >
          Schedule…
        </button>
        {props.publishBlocked ? (
          <span id="publish-blocked" className="muted small">
            {props.publishBlocked}
          </span>
        ) : null}
        {props.approval ? (
          <span className="muted small" role="status" aria-label="Approval">
            Approval: {props.approval}
          </span>
        ) : null}
      </div>
      <OthersHere names={props.others ?? []} />
      <span className="account">
        {props.account}
        {props.role ? <span className="muted"> · {props.role}</span> : null}
      </span>
      <button type="button" onClick={props.onTokens}>
        API tokens
      </button>
      <button type="button" onClick={props.onSecurity}>
        Security
      </button>
      <button type="button" onClick={props.onLogout}>
        Log out
      </button>
    </header>
  );
}
