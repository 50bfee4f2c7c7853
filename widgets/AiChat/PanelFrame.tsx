import { useId, type ReactNode } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';

export interface PanelFrameProps {
  id: string;
  name: string;
  avatar: string;
  theme: string;
  onClose: () => void;
  /** buttons beside the close button (the panel's "New chat") */
  actions?: ReactNode;
  /** true while the panel's code loads: the frame shows alone, busy */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The chat panel's dialog and header, shared by the panel (Panel.tsx) and the frame the launcher shows at
 * once while the panel's code loads (Component.tsx): the same box, title and close button, Escape closes.
 */
export function PanelFrame({ id, name, avatar, theme, onClose, actions, busy, children }: PanelFrameProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      id={id}
      className={`w-aichat__panel w-aichat--${theme}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="w-aichat__header">
        {avatar ? <img src={avatar} alt="" width={36} height={36} className="w-aichat__avatar" /> : null}
        <h2 id={headingId} className="w-aichat__title">
          {name}
        </h2>
        {actions}
        <button type="button" className="w-aichat__icon-btn" onClick={onClose} aria-label={t('ui.chat.close')} title={t('ui.chat.close')}>
          <Icon path={icons.close} />
        </button>
      </header>
      {children}
    </section>
  );
}
