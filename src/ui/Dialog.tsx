import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import * as icons from './icons.ts';
import { afterFrame } from '../lib/after-frame.ts';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  closeLabel: string;
  size?: 'small' | 'medium';
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and traps focus,
 * Escape closes it, and focus returns to what opened it. Rendered open by the server, it shows
 * before any script runs, and the page's bootstrap makes it modal before the first paint
 * (src/app/server-modals.ts); without that bootstrap (a dev server) it becomes modal after the first
 * frame once hydrated.
 */
/** `:modal` where the browser knows it; one that does not has no modal made before its code either. */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

export function Dialog({ open, title, onClose, children, closeLabel, size = 'medium' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useRef(false);
  // Only the first render sets the attribute (for the server's HTML): React removing it later would
  // hide a modal dialog without closing it, leaving the page inert. showModal() and close() own it.
  const [openAtFirst] = useState(open);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !modal.current) {
      // sent open by the server and made modal by the page's bootstrap as it was parsed (src/app/server-modals.ts)
      if (isModal(dialog)) {
        modal.current = true;
        return;
      }
      const live = document.documentElement.dataset.hydrated;
      // that modal closed by the player (Escape) before this code came: the owner learns it at hydration
      if (openAtFirst && !dialog.open && !live) {
        onClose();
        return;
      }
      const makeModal = () => {
        if (dialog.open) dialog.close();
        dialog.showModal();
        modal.current = true;
      };
      // open in the server's HTML (the `open` attribute shows it before any script runs): made modal after
      // the next frame, in a task of its own. Made modal in the effect, the whole page turning inert (its
      // style computed anew) was part of hydration's task: 0.1 s of casino1's home at a phone's CPU,
      // counted as blocking time (docs/performance.md). One the live page mounts open (a reality check an hour
      // in) is modal at once: a frame without it, an Escape was lost (html[data-hydrated]: src/app/hydration-mark.ts)
      if (dialog.open && !live) return afterFrame(makeModal);
      makeModal();
    }
    if (!open) {
      modal.current = false;
      if (dialog.open) dialog.close();
    }
    // onClose and openAtFirst: only a run at hydration reads them, for what happened before it
  }, [open]);
  return (
    <dialog
      ref={ref}
      open={openAtFirst || undefined}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
              <Icon path={icons.close} />
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
