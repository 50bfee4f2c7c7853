import { useState } from 'react';
import { notify } from '../../src/ui/toast.ts';
import { useApi } from '../../src/api/context.tsx';
import { Skeleton, StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { usePlayerQuery } from '../../src/auth/use-player-query.ts';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { credentialsOf, usePlayerRefresh } from '../../src/session/use-session-actions.ts';
import { useFormatDate, useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { paginate } from '../../src/lib/pagination.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Pager } from '../../src/ui/Pager.tsx';
import { markClaimed, readInbox, unreadCount, type InboxItem } from './inbox.ts';
import type { InboxProps } from './schema.ts';

export default function Inbox({ props }: WidgetComponentProps<InboxProps>) {
  const t = useT();
  const { intl } = useIntl();
  const formatDate = useFormatDate();
  const api = useApi();
  const { startup } = useSite();
  const handleError = useErrorHandler();
  const refresh = usePlayerRefresh();
  const { query, reload, update } = usePlayerQuery(
    (a, creds) => a.settings.getInbox(creds),
    (res) => readInbox(res.value),
  );
  const [page, setPage] = useState(1);
  const [claiming, setClaiming] = useState<string | null>(null);

  if (query.state === 'loading') return <Skeleton rows={4} rowHeight={88} label={t('ui.loading')} />;
  if (query.state === 'error') {
    return (
      <StateMessage kind="error" title={t('ui.inboxFailed')} body={t('ui.tryAgainBody')}>
        <button type="button" className="btn btn--ghost" onClick={reload}>
          {t('ui.tryAgain')}
        </button>
      </StateMessage>
    );
  }
  const items = query.value;
  if (items.length === 0) return <StateMessage kind="empty" icon={icons.chat} title={t('ui.inboxEmpty')} body={t('ui.inboxEmptyBody')} />;

  const perPage = props.perPage;
  const model = paginate({ total: items.length, current: page, perPage });
  const current = Math.min(page, model.totalPages);
  const shown = items.slice((current - 1) * perPage, current * perPage);
  const unread = unreadCount(items);

  const claim = async (item: InboxItem) => {
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    setClaiming(String(item.inbox_id));
    const res = await api.settings.claimInbox(creds, item.inbox_id);
    if (res.statusCode === 1) {
      update((list) => markClaimed(list, item.inbox_id));
      await refresh();
      notify('success', t('messages.rewardClaimed', { amount: `${startup.site.currency} ${formatAmount(item.reward, intl.locale)}` }), {
        position: 'bottom-right',
      });
    } else handleError(res);
    setClaiming(null);
  };

  const date = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="w-inbox" aria-label={t('ui.page.inbox')}>
      <p className="w-inbox__summary" aria-live="polite">
        {t('ui.inboxSummary', { total: items.length, unread })}
      </p>
      <ul className="w-inbox__list">
        {shown.map((item) => {
          const id = String(item.inbox_id);
          return (
            <li key={id} className={`w-inbox__item${item.is_read ? '' : ' w-inbox__item--unread'}`} data-inbox-id={id}>
              <div className="w-inbox__head">
                <h2 className="w-inbox__title">
                  {item.is_read ? null : <span className="w-inbox__badge">{t('ui.unread')}</span>}
                  {item.title}
                </h2>
                {item.created_at ? <time dateTime={item.created_at}>{date(item.created_at)}</time> : null}
              </div>
              <p className="w-inbox__content">{item.content}</p>
              {item.claimable ? (
                <div className="w-inbox__reward">
                  <span>
                    {t('ui.reward')}:{' '}
                    <strong>
                      {startup.site.currency} {formatAmount(item.reward, intl.locale) || '0'}
                    </strong>
                  </span>
                  {item.claimed ? (
                    <span className="w-inbox__claimed">{t('ui.claimed')}</span>
                  ) : (
                    <button type="button" className="btn btn--primary" onClick={() => claim(item)} disabled={claiming !== null}>
                      {claiming === id ? t('ui.pleaseWait') : t('ui.claim')}
                    </button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager model={model} onPage={setPage} label={t('ui.pagination')} />
    </section>
  );
}
