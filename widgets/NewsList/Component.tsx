import { useState } from 'react';
import { Pager } from '../../src/ui/Pager.tsx';
import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useFormatDate, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { paginate } from '../../src/lib/pagination.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { NewsListData } from './load.ts';
import type { NewsListProps } from './schema.ts';

export default function NewsList({ props, data }: WidgetComponentProps<NewsListProps, NewsListData>) {
  const t = useT();
  const formatDate = useFormatDate();
  const { pick } = usePickText();
  const [page, setPage] = useState(1);
  if (data instanceof LoaderError) return <StateMessage kind="error" title={t('ui.newsFailed')} body={t('ui.tryAgainBody')} />;
  if (data.items.length === 0) return <StateMessage kind="empty" icon={icons.chat} title={t('ui.newsEmpty')} body={t('ui.newsEmptyBody')} />;
  const perPage = props.perPage;
  const model = paginate({ total: data.items.length, current: page, perPage });
  const current = model.pages.find((p) => p.current)?.page ?? 1;
  const date = (iso: string) => formatDate(iso, { dateStyle: 'long' });
  return (
    <div className="w-news">
      <ul className="w-news__list">
        {data.items.slice((current - 1) * perPage, current * perPage).map((n) => {
          const title = pick(n.title, n.title_local);
          const content = pick(n.content, n.content_local);
          return (
            <li key={n.id}>
              <article className="w-news__item">
                <h2 lang={title.lang}>{title.text}</h2>
                {n.date ? <time dateTime={n.date}>{date(n.date)}</time> : null}
                <p lang={content.lang}>{content.text}</p>
              </article>
            </li>
          );
        })}
      </ul>
      <Pager model={model} onPage={setPage} label={t('ui.pagination')} />
    </div>
  );
}
