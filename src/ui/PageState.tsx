import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import * as icons from './icons.ts';

/**
 * The designed empty, error and notice states of the account and information pages: one look
 * everywhere, a heading and a sentence a player can act on, and an optional action.
 */
export function StateMessage({
  kind,
  title,
  body,
  icon,
  children,
}: {
  kind: 'empty' | 'error' | 'notice';
  title: string;
  body?: string;
  /** one of `./icons.ts` */
  icon?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`page-state page-state--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-state={kind}>
      <span className="page-state__icon" aria-hidden="true">
        <Icon path={icon ?? (kind === 'error' ? icons.refresh : icons.grid)} size={28} />
      </span>
      <p className="page-state__title">{title}</p>
      {body ? <p className="page-state__body">{body}</p> : null}
      {children ? <div className="page-state__actions">{children}</div> : null}
    </div>
  );
}

/**
 * Placeholder rows while a player's data loads. Fixed heights that match the loaded rows, so the
 * page does not jump when the data arrives; announced once as busy.
 */
export function Skeleton({ rows, rowHeight, label }: { rows: number; rowHeight: number; label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label={label} data-state="loading">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="page-skeleton__row" style={{ height: rowHeight }} />
      ))}
    </div>
  );
}
