import { Link, NavLink } from '../../src/i18n/links.tsx';
import { useSite } from '../../src/state/site-context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { HeaderProps } from './schema.ts';
import { useSession } from '../../src/state/session.ts';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { useLoginAction } from '../../src/session/use-auth-redirect.ts';
import { useSessionActions } from '../../src/session/use-session-actions.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { useIntl } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { LoginDialog } from './LoginDialog.tsx';

export default function Header({ props, children }: WidgetComponentProps<HeaderProps>) {
  const { startup, template } = useSite();
  const t = useT();
  const { intl } = useIntl();
  const { site } = startup;
  const ready = useSessionReady();
  const session = useSession();
  const loginAction = useLoginAction();
  const { logout } = useSessionActions();
  const signedIn = ready && session.isAuthenticated;
  const logoKey = props.logo;
  const logoSrc = logoKey === 'text' ? undefined : site[logoKey];
  const menu = startup.content?.menu ?? [];
  const { pick } = usePickText();
  return (
    <header className={`w-header w-header--${props.variant}${props.sticky ? ' w-header--sticky' : ''}`}>
      <Link to="/" className="w-header__brand" aria-label={site.site_name}>
        {logoSrc ? <img src={logoSrc} alt="" width={40} height={40} className="w-header__logo" /> : null}
        <span className="w-header__name">{site.site_name}</span>
      </Link>
      {props.showNav && menu.length > 0 ? (
        <nav className="w-header__nav" aria-label={t('ui.mainMenu')}>
          <ul>
            {menu.map((item) => {
              const title = pick(item.title, item.title_local);
              return (
                <li key={item.content_id}>
                  <NavLink to={item.url} lang={title.lang}>
                    {title.text}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <div className="w-header__actions">
        {children}
        {signedIn ? (
          <>
            <Link className="w-header__wallet" to="/account" title={t('ui.myAccount')}>
              <span className="w-header__user">{session.fullname || session.user?.account_id}</span>
              <span className="w-header__balance" data-testid="header-balance">
                {site.currency} {formatAmount(session.game.balance, intl.locale) || '0'}
              </span>
            </Link>
            <button type="button" className="btn btn--ghost" onClick={logout}>
              {t('ui.logout')}
            </button>
          </>
        ) : (
          <>
            {/* a login page is a place: a link, which the router follows before the header is alive */}
            {template.authEntry.loginAction === 'modal' ? (
              <LoginDialog fallback={loginAction} />
            ) : (
              <Link className="btn btn--ghost" to="/login">
                {t('ui.login')}
              </Link>
            )}
            <Link className="btn btn--primary" to="/register">
              {t('ui.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
