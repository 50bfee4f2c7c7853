import { useState } from 'react';
import { Link } from '../../src/i18n/links.tsx';
import { Pager } from '../../src/ui/Pager.tsx';
import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useFormatDate, useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { paginate } from '../../src/lib/pagination.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { ActivityRow, HistoryTableData } from './load.ts';
import type { HistoryTableProps } from './schema.ts';

function Activity({ rows, perPage }: { rows: ActivityRow[]; perPage: number }) {
  const t = useT();
  const { intl } = useIntl();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  if (rows.length === 0) return <StateMessage kind="empty" title={t('ui.activityEmpty')} />;
  const model = paginate({ total: rows.length, current: page, perPage });
  const current = model.pages.find((p) => p.current)?.page ?? 1;
  const shown = rows.slice((current - 1) * perPage, current * perPage);
  const date = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <div className="w-history__scroll" tabIndex={0} role="region" aria-label={t('ui.siteActivity')}>
        <table className="w-history__table">
          <thead>
            <tr>
              <th scope="col">{t('ui.date')}</th>
              <th scope="col">{t('ui.player')}</th>
              <th scope="col">{t('ui.type')}</th>
              <th scope="col" className="w-history__num">
                {t('ui.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                <td>{r.created_at ? <time dateTime={r.created_at}>{date(r.created_at)}</time> : '—'}</td>
                <td>{r.account_id}</td>
                <td>
                  <span className={`w-history__type w-history__type--${r.type}`}>{t(`ui.tx.${r.type}`)}</span>
                </td>
                <td className="w-history__num">
                  {r.currency} {formatAmount(r.amount, intl.locale) || '0'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager model={model} onPage={setPage} label={t('ui.pagination')} />
    </>
  );
}

export default function HistoryTable({ props, data }: WidgetComponentProps<HistoryTableProps, HistoryTableData>) {
  const t = useT();
  const kind = props.kind;
  return (
    <div className="w-history">
      <StateMessage kind="empty" icon={icons.ticket} title={t(`ui.history.${kind}.title`)} body={t('ui.history.notInDemo')}>
        <Link className="btn btn--ghost" to="/contact-us">
          {t('ui.contactSupport')}
        </Link>
      </StateMessage>
      {props.showSiteActivity ? (
        <section aria-labelledby="site-activity" className="w-history__activity">
          <h2 id="site-activity">{t('ui.siteActivity')}</h2>
          <p className="w-history__note">{t('ui.siteActivityNote')}</p>
          {data instanceof LoaderError ? (
            <StateMessage kind="error" title={t('ui.activityFailed')} body={t('ui.tryAgainBody')} />
          ) : (
            <Activity rows={data.activity ?? []} perPage={props.perPage} />
          )}
        </section>
      ) : null}
    </div>
  );
}
