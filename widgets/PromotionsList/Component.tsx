import { useSearchParams } from 'react-router';
import { Link } from '../../src/i18n/links.tsx';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { linkTarget } from '../../src/lib/internal-link.ts';
import type { Promo, PromotionsData } from './load.ts';
import type { PromotionsListProps } from './schema.ts';

/** A promo with its title and body picked for the page language (docs/i18n.md). */
type ShownPromo = Promo & { titleLang: string | undefined; bodyLang: string | undefined };
import { dateTimeFormat } from '../../src/lib/intl-cache.ts';

const validDate = (iso: string) => iso !== '' && !Number.isNaN(new Date(iso).getTime());

function PromoDate({ iso }: { iso: string }) {
  const t = useT();
  const { intl } = useIntl();
  if (!validDate(iso)) return null;
  // A calendar date in UTC: the same on the server and in every browser, so hydration never disagrees.
  const date = dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  return (
    <time className="w-promos__date" dateTime={iso}>
      {t('ui.promo.published', { date })}
    </time>
  );
}

function PromoVisual({ promo, eager }: { promo: Promo; eager: boolean }) {
  if (promo.image) {
    return <img className="w-promos__image" src={promo.image} alt="" width={1200} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  }
  return (
    <div className="w-promos__image w-promos__image--icon" aria-hidden="true">
      <Icon path={icons.megaphone} size={40} />
    </div>
  );
}

function Detail({ promo }: { promo: ShownPromo | undefined }) {
  const t = useT();
  const back = (
    <Link className="w-promos__back" to={{ search: '' }}>
      <Icon path={icons.chevronLeft} size={18} />
      {t('ui.promo.back')}
    </Link>
  );
  if (!promo) {
    return (
      <div className="w-promos__detail">
        {back}
        <p className="w-promos__state">{t('ui.promo.notFound')}</p>
      </div>
    );
  }
  // a link that is neither a path on this site nor an http(s) URL (`//host`, `/\host`) shows no button
  const target = promo.link ? linkTarget(promo.link) : undefined;
  return (
    <article className="w-promos__detail" aria-labelledby={`promo-${promo.id}`}>
      {back}
      <PromoVisual promo={promo} eager />
      <p className="w-promos__kind">{t(`ui.promo.kind.${promo.kind}`)}</p>
      <h2 id={`promo-${promo.id}`} className="w-promos__detail-title" lang={promo.titleLang}>
        {promo.title}
      </h2>
      <PromoDate iso={promo.date} />
      {promo.body ? (
        <p className="w-promos__body" lang={promo.bodyLang}>
          {promo.body}
        </p>
      ) : null}
      {target ? (
        target.kind === 'internal' ? (
          <Link className="btn btn--primary" to={target.path}>
            {t('ui.promo.cta')}
          </Link>
        ) : (
          <a className="btn btn--primary" href={target.href} target="_blank" rel="noopener noreferrer">
            {t('ui.promo.cta')}
          </a>
        )
      ) : null}
    </article>
  );
}

/** Promotions from fetch_slide and fetch_announment; `?promo=<id>` opens one on the same page. */
export default function PromotionsList({ data, className }: WidgetComponentProps<PromotionsListProps, PromotionsData>) {
  const t = useT();
  const { pick } = usePickText();
  const [params] = useSearchParams();
  const selected = params.get('promo');
  if (data instanceof LoaderError) {
    return (
      <p className={`w-promos__state ${className}`} role="alert">
        {t('ui.promo.error')}
      </p>
    );
  }
  const promos = data.promos.map((promo): ShownPromo => {
    const title = pick(promo.title, promo.title_local);
    const body = pick(promo.body, promo.body_local);
    return { ...promo, title: title.text, titleLang: title.lang, body: body.text, bodyLang: body.lang };
  });
  if (selected !== null) {
    return (
      <div className={`w-promos ${className}`}>
        <Detail promo={promos.find((p) => p.id === selected)} />
      </div>
    );
  }
  if (promos.length === 0) return <p className={`w-promos__state ${className}`}>{t('ui.promo.empty')}</p>;
  return (
    <div className={`w-promos ${className}`}>
      <ul className="w-promos__grid" aria-label={t('ui.promo.listLabel')}>
        {promos.map((promo, i) => (
          <li key={promo.id} className="w-promos__card">
            <PromoVisual promo={promo} eager={i < 2} />
            <div className="w-promos__text">
              <p className="w-promos__kind">{t(`ui.promo.kind.${promo.kind}`)}</p>
              <h2 className="w-promos__title" lang={promo.titleLang}>
                {promo.title}
              </h2>
              <PromoDate iso={promo.date} />
              {promo.body ? (
                <p className="w-promos__excerpt" lang={promo.bodyLang}>
                  {promo.body}
                </p>
              ) : null}
              <Link
                className="btn btn--ghost w-promos__more"
                to={`?promo=${encodeURIComponent(promo.id)}`}
                aria-label={t('ui.promo.viewLabel', { title: promo.title })}
              >
                {t('ui.promo.view')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {data.partial ? (
        <p className="w-promos__partial" role="status">
          {t('ui.promo.error')}
        </p>
      ) : null}
    </div>
  );
}
