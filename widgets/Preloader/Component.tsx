import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../src/i18n/links.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { sitePath } from '../../src/lib/internal-link.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useLayout } from '../../src/state/layout.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { PreloaderProps } from './schema.ts';

export default function Preloader({ props }: WidgetComponentProps<PreloaderProps>) {
  const t = useT();
  const { site } = useSite().startup;
  const navigate = useNavigate();
  const setFlag = useLayout((s) => s.set);
  // a target off the site (lint refuses it) continues to the home page instead
  const to = sitePath(props.continueTo) ?? '/';
  const delay = props.autoContinueMs;

  // §3 show_preloader: the screen is up while this page shows, and down once the player moves on.
  useEffect(() => {
    setFlag('show_preloader', true);
    const timer = delay > 0 ? window.setTimeout(() => navigate(to, { replace: true }), delay) : undefined;
    return () => {
      window.clearTimeout(timer);
      setFlag('show_preloader', false);
    };
  }, [delay, to, navigate, setFlag]);

  const logo = site.logo1 || site.manifest_icon;
  return (
    <div className="w-preloader" role="status" aria-live="polite">
      {logo ? (
        <img className="w-preloader__logo" src={logo} alt={site.site_name} width={160} height={160} />
      ) : (
        <p className="w-preloader__name">{site.site_name}</p>
      )}
      <span className="w-preloader__spinner" aria-hidden="true" />
      <p className="w-preloader__text">{t('ui.preloaderText')}</p>
      <Link className="btn btn--ghost" to={to}>
        {t('ui.continue')}
      </Link>
    </div>
  );
}
