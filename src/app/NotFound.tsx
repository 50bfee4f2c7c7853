import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Link } from '../i18n/links.tsx';
import { useT } from '../i18n/IntlContext.tsx';

/** §2/§8: 404 image, "Page not found: {path}", and a way back home. Other route errors land here too. */
export function NotFound() {
  const error = useRouteError();
  const location = useLocation();
  const t = useT();
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  if (!is404) console.error(error);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img src="/404.svg" alt="" width={240} height={160} />
      <h1 id="not-found-title">{is404 ? t('errors.pageNotFound', { path: location.pathname }) : t('errors.unknownError')}</h1>
      <Link className="btn btn--primary" to="/">
        {t('ui.backHome')}
      </Link>
    </section>
  );
}
