import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { storeLink } from './links.ts';
import type { AppDownloadProps } from './schema.ts';

export default function AppDownload({ props }: WidgetComponentProps<AppDownloadProps>) {
  const t = useT();
  const { site } = useSite().startup;
  const android = storeLink(site.android_sub);
  const ios = storeLink(site.ios_sub);
  if (!android && !ios) return <StateMessage kind="empty" icon={icons.rocket} title={t('ui.appUnavailable')} body={t('ui.appUnavailableBody')} />;
  return (
    <section className={`w-app w-app--${props.layout} page-card`} aria-labelledby="app-download">
      {site.manifest_icon ? <img className="w-app__icon" src={site.manifest_icon} alt="" width={96} height={96} /> : null}
      <div className="w-app__text">
        <h2 id="app-download">{t('ui.appTitle', { site: site.site_name })}</h2>
        <p>{t('ui.appBody')}</p>
        <ul className="w-app__stores">
          {android ? (
            <li>
              <a className="btn btn--primary" href={android} target="_blank" rel="noopener noreferrer">
                {t('ui.appAndroid')}
                <span className="visually-hidden"> {t('ui.opensNewTab')}</span>
              </a>
            </li>
          ) : null}
          {ios ? (
            <li>
              <a className="btn btn--ghost" href={ios} target="_blank" rel="noopener noreferrer">
                {t('ui.appIos')}
                <span className="visually-hidden"> {t('ui.opensNewTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
