import { useT } from '../i18n/IntlContext.tsx';
import type { PaginationModel } from '../lib/pagination.ts';

/** Button pagination (§9) over a model from paginate(); hidden when everything fits on one page. */
export function Pager({ model, onPage, label }: { model: PaginationModel; onPage(page: number): void; label: string }) {
  const t = useT();
  if (model.totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={!model.previous} onClick={() => model.previous && onPage(model.previous.page)}>
        {t('ui.previous')}
      </button>
      {model.pages.map((p) => (
        <button
          key={p.page}
          type="button"
          className={`btn ${p.current ? 'btn--primary' : 'btn--ghost'}`}
          aria-current={p.current ? 'page' : undefined}
          aria-label={t('ui.pageN', { page: p.page })}
          onClick={() => onPage(p.page)}
        >
          {p.page}
        </button>
      ))}
      <button type="button" className="btn btn--ghost" disabled={!model.next} onClick={() => model.next && onPage(model.next.page)}>
        {t('ui.next')}
      </button>
    </nav>
  );
}
