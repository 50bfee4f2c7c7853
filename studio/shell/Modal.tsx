/**
 * The studio's one modal dialog: the rest of the page is inert while it is open, focus starts on its
 * first control and stays inside (Tab wraps), Escape closes it, and focus goes back where it was.
 * A <dialog> opened in a portal beside the app rather than with showModal(): the inert page and the
 * focus trap are attributes and handlers every test environment sees, not the browser's top layer.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalProps = {
  onClose: () => void;
  children: ReactNode;
  /** the id of the element that describes the dialog */
  describedBy?: string;
  /** wide dialogs hold diffs */
  wide?: boolean;
} & (
  | {
      /** a heading with a Close button above the content */
      title: string;
    }
  | {
      /** the id of the content's own heading (no heading or Close button is added) */
      labelledBy: string;
    }
);

export function Modal({ onClose, children, describedBy, wide = false, ...named }: ModalProps) {
  const box = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.parentElement;
    const others = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute('inert'));
    for (const el of others) el.setAttribute('inert', '');
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of others) el.removeAttribute('inert');
      before?.focus();
    };
  }, []);
  return createPortal(
    <div className="modal-backdrop">
      <dialog
        ref={box}
        open
        className={wide ? 'modal modal-wide' : 'modal'}
        aria-modal="true"
        aria-labelledby={'title' in named ? titleId : named.labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {'title' in named ? (
          <header className="modal-head">
            <h2 id={titleId}>{named.title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={() => close.current()}>
              ×
            </button>
          </header>
        ) : null}
        <div className="modal-body">{children}</div>
      </dialog>
    </div>,
    document.body,
  );
}
