import { useEffect, useState, useSyncExternalStore } from 'react';
import { rememberAnnouncementDismissed } from '../../src/state/announcement-cookie.ts';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useLayout } from '../../src/state/layout.ts';
import { useModals } from '../../src/state/modals.ts';
import { useRootDataIfAny } from '../../src/state/root-data.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';
import type { AnnouncementModalData } from './load.ts';
import type { AnnouncementModalProps } from './schema.ts';
import { dateTimeFormat } from '../../src/lib/intl-cache.ts';

/** Opened at most once per page load (a visit), however often the player navigates back to a page that holds it. */
let openedThisVisit = false;

const validDate = (iso: string) => iso !== '' && !Number.isNaN(new Date(iso).getTime());

const subscribeLayout = (onChange: () => void) => useLayout.persist.onFinishHydration(onChange);

/** Whether the stored layout flags have been read: before that show_bf_ann_modal is only its default. */
function useLayoutReady(): boolean {
  return useSyncExternalStore(
    subscribeLayout,
    () => useLayout.persist.hasHydrated(),
    () => false,
  );
}

/**
 * §3 show_bf_ann_modal (default true): the announcements open in a dialog once per visit until the
 * player picks "don't show again". Empty or failed lists open nothing: there is nothing to announce.
 */
export default function AnnouncementModal({ props, data }: WidgetComponentProps<AnnouncementModalProps, AnnouncementModalData>) {
  const t = useT();
  const { intl } = useIntl();
  const { pick } = usePickText();
  const ready = useLayoutReady();
  const enabled = useLayout((s) => s.show_bf_ann_modal);
  const setFlag = useLayout((s) => s.set);
  const isOpen = useModals((s) => s.modalStack.at(-1) === 'announcement');
  const open = useModals((s) => s.open);
  const close = useModals((s) => s.close);
  const items = data instanceof LoaderError ? [] : data.items;
  const dismissed = useRootDataIfAny()?.announcementDismissed === true;
  // Shown by the server to a visitor without the "don't show again" cookie, so it paints with the
  // page; the layout state (localStorage) has the last word once it has been read.
  const [shownBeforeReady, setShownBeforeReady] = useState(() => !dismissed && !openedThisVisit && items.length > 0);

  useEffect(() => {
    if (!ready) return;
    setShownBeforeReady(false);
    if (!enabled) {
      // a choice made before the cookie mirrored it
      if (!dismissed) rememberAnnouncementDismissed();
      return;
    }
    if (openedThisVisit || items.length === 0) return;
    // Never push aside a modal the player opened (login, …): the announcements can wait for the next visit.
    if (useModals.getState().modalStack.length > 0) return;
    openedThisVisit = true;
    open('announcement');
  }, [ready, enabled, dismissed, items.length, open]);

  // Leaving the page closes the dialog with it, so the modal stack never names a dialog nobody renders.
  useEffect(
    () => () => {
      if (useModals.getState().modalStack.at(-1) === 'announcement') useModals.getState().close();
    },
    [],
  );

  if (items.length === 0) return null;
  const dateFormat = dateTimeFormat(intl.locale, { dateStyle: 'medium' });
  return (
    <Dialog open={isOpen || shownBeforeReady} title={t(props.title)} onClose={close} closeLabel={t('ui.close')}>
      <div className="w-announcement">
        {/* it scrolls when the operator posts many: keyboard users must be able to scroll it too */}
        <ul className="w-announcement__list" tabIndex={0} aria-label={t(props.title)}>
          {items.map((a) => {
            const title = pick(a.title, a.title_local);
            const content = pick(a.content, a.content_local);
            return (
              <li key={a.id} className="w-announcement__item">
                <h3 className="w-announcement__title" lang={title.lang}>
                  {title.text}
                </h3>
                {validDate(a.date) ? (
                  <time className="w-announcement__date" dateTime={a.date}>
                    {dateFormat.format(new Date(a.date))}
                  </time>
                ) : null}
                <p className="w-announcement__content" lang={content.lang}>
                  {content.text}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="dialog__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setFlag('show_bf_ann_modal', false);
              rememberAnnouncementDismissed();
              close();
            }}
          >
            {t('ui.announcement.dontShowAgain')}
          </button>
          <button type="button" className="btn btn--primary" onClick={close}>
            {t('ui.ok')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
