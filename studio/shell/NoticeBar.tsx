/** What just happened, said once: an error as an alert, anything else as a status. */
import type { Notice } from '../state/store.ts';

export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  return (
    <div className="notice-slot" role={notice?.tone === 'error' ? 'alert' : 'status'} aria-live={notice?.tone === 'error' ? 'assertive' : 'polite'}>
      {notice ? (
        <p key={notice.id} className={`notice notice-${notice.tone}`}>
          <span>{notice.text}</span>
          <button type="button" className="icon-button" aria-label="Dismiss the message" onClick={onDismiss}>
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
