import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useLayout } from '../../src/state/layout.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { AppDownloadBarProps } from './schema.ts';

/**
 * The site's apps (site.android_sub / ios_sub, icon manifest_icon). Dismissible: the bar clears
 * show_download_bar, the card show_app_download (§3 layout state, kept in the browser). A site with
 * neither link shows nothing.
 */
export default function AppDownloadBar({ props, className }: WidgetComponentProps<AppDownloadBarProps>) {
  const t = useT();
  const { startup } = useSite();
  const variant = props.variant;
  const flag = variant === 'bar' ? 'show_download_bar' : 'show_app_download';
  const shown = useLayout((s) => s[flag]);
  const set = useLayout((s) => s.set);
  const { site_name, android_sub, ios_sub, manifest_icon } = startup.site;
  if (!shown || (!android_sub && !ios_sub)) return null;
  const classes = ['w-appbar', `w-appbar--${variant}`, props.hideOnDesktop ? 'w-appbar--mobile-only' : '', className];
  return (
    <aside className={classes.filter(Boolean).join(' ')} aria-label={t('ui.app.title', { site: site_name })}>
      {manifest_icon ? <img className="w-appbar__icon" src={manifest_icon} alt="" width={40} height={40} loading="lazy" decoding="async" /> : null}
      <div className="w-appbar__text">
        <p className="w-appbar__title">{t('ui.app.title', { site: site_name })}</p>
        <p className="w-appbar__tagline">{t('ui.app.tagline')}</p>
      </div>
      <div className="w-appbar__links">
        {android_sub ? (
          <a className="btn btn--primary w-appbar__link" href={android_sub} target="_blank" rel="noopener noreferrer">
            <Icon path={icons.download} size={16} />
            {t('ui.app.android')}
            <span className="visually-hidden"> — {t('ui.app.androidLabel', { site: site_name })}</span>
          </a>
        ) : null}
        {ios_sub ? (
          <a className="btn btn--ghost w-appbar__link" href={ios_sub} target="_blank" rel="noopener noreferrer">
            <Icon path={icons.download} size={16} />
            {t('ui.app.ios')}
            <span className="visually-hidden"> — {t('ui.app.iosLabel', { site: site_name })}</span>
          </a>
        ) : null}
      </div>
      <button type="button" className="w-appbar__close" onClick={() => set(flag, false)} aria-label={t('ui.app.dismiss')}>
        <Icon path={icons.close} size={16} />
      </button>
    </aside>
  );
}
