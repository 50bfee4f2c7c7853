import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** the id of the element that names the dialog (its heading) */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: the rest of the page is inert while it is open, focus starts on its first control
 * and stays inside (Tab wraps), Escape closes it, and focus goes back where it was.
 */
export function Modal({ labelledBy, describedBy, onClose, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
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
    <div className="studio-modal-backdrop">
      <div ref={box} className="studio-modal" role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
