import { Link, NavLink } from 'react-router';
import { useSite } from '../../src/state/site-context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { HeaderProps } from './schema.ts';

export default function Header({ props, children }: WidgetComponentProps<HeaderProps>) {
  const { startup } = useSite();
  const t = useT();
  const { site } = startup;
  const logoKey = props.logo ?? 'logo1';
  const logoSrc = logoKey === 'text' ? undefined : site[logoKey];
  const menu = startup.content?.menu ?? [];
  return (
    <header className={`w-header w-header--${props.variant ?? 'bar'}${props.sticky ? ' w-header--sticky' : ''}`}>
      <Link to="/" className="w-header__brand" aria-label={site.site_name}>
        {logoSrc ? <img src={logoSrc} alt="" width={40} height={40} className="w-header__logo" /> : null}
        <span className="w-header__name">{site.site_name}</span>
      </Link>
      {props.showNav !== false && menu.length > 0 ? (
        <nav className="w-header__nav" aria-label={t('ui.mainMenu')}>
          <ul>
            {menu.map((item) => (
              <li key={item.content_id}>
                <NavLink to={item.url}>{item.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="w-header__actions">
        {children}
        <Link className="btn btn--ghost" to="/login">
          {t('ui.login')}
        </Link>
        <Link className="btn btn--primary" to="/register">
          {t('ui.register')}
        </Link>
      </div>
    </header>
  );
}
