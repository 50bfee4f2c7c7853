import { useCallback, useContext, type CSSProperties, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useRootDataIfAny } from '../state/root-data.tsx';
import {
  createPath,
  UNSAFE_DataRouterContext,
  useHref,
  useLocation,
  useNavigate as useRouterNavigate,
  useResolvedPath,
  type LinkProps,
  type NavigateOptions,
  type To,
} from 'react-router';

/** '' or '/cn': the current language's URL prefix (§2 language routing). */
export function useLocalePrefix(): string {
  return useRootDataIfAny()?.localePrefix ?? '';
}

function withPrefix(to: To, prefix: string): To {
  if (!prefix) return to;
  if (typeof to === 'string') return to.startsWith('/') ? (to === '/' ? prefix : `${prefix}${to}`) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: to.pathname === '/' ? prefix : `${prefix}${to.pathname}` } : to;
}

/** A path in the current language: for <a href>, window.open and the like. */
export function useLocalePath() {
  const prefix = useLocalePrefix();
  return useCallback((path: string) => withPrefix(path, prefix) as string, [prefix]);
}

/** What the app's links take of react-router's: every path they lead to is a whole one (the site's routes, `sitePath`). */
export type AppLinkProps = Omit<LinkProps, 'reloadDocument' | 'relative' | 'prefetch' | 'mask' | 'discover' | 'viewTransition' | 'defaultShouldRevalidate'> & {
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link in the player's language, as react-router's Link behaves: an anchor marked as a router link
 * (`data-discover`) whose plain click (the main button, no modifier, this window, not taken by its own
 * handler) is a client navigation, `replace` when it leads where the player already is. A link to a
 * whole in-site path reads the language prefix and the router itself (the context react-router gives
 * its own hooks, which never changes), not the location: react-router's Link reads the location and the
 * route to resolve its path, so every link of the page rendered again on every navigation: on a
 * throttled phone a sixth of the render of a tap on "Log in" (docs/performance.md).
 */
export function Link(props: AppLinkProps) {
  const { to, replace, state, preventScrollReset, onClick, ...anchor } = props;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const target = withPrefix(to, useLocalePrefix());
  const href = typeof target === 'string' ? target : createPath(target);
  // a `to` without a path of its own (`{ search: '' }`) is not "/", whatever createPath makes of it
  const path = typeof target === 'string' ? target : (target.pathname ?? '');
  const own = path.startsWith('/') && !path.startsWith('//');
  // a full URL leaves the site: the browser's own link, as react-router's Link renders it
  if (typeof to === 'string' && LEAVES_SITE.test(to)) return <a {...anchor} href={to} onClick={onClick} />;
  if (!own) return <PageLink {...props} />;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !plainClick(event, anchor.target)) return;
    event.preventDefault();
    void router.navigate(href, {
      replace: replace ?? createPath(router.state.location) === href,
      state,
      preventScrollReset,
    });
  };
  return <a {...anchor} href={href} onClick={click} data-discover="true" />;
}

/** A URL with a scheme or a host of its own (react-router's test): never a client navigation. */
const LEAVES_SITE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the page may take over: the main button, no modifier, this window, not taken by its own handler. */
function plainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && !event.button && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link within the page (`?promo=2`, `{ search: '' }`): resolved against the address, as react-router's
 * Link does, without its Link (its prefetching and form code would ride along in the framework chunk).
 */
function PageLink({ to, replace, state, preventScrollReset, onClick, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const resolved = createPath(useResolvedPath(to));
  const here = createPath(useLocation());
  const navigate = useRouterNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!plainClick(event, anchor.target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? here === resolved, state, preventScrollReset });
  };
  return <a {...anchor} href={href} onClick={click} data-discover="true" />;
}

/** Whether the page at `pathname` is the one `to` leads to, or (unless `end`) one below it, in any case: react-router's NavLink rule. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const there = to.toLowerCase();
  const slash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(slash) === '/');
}

export type AppNavLinkProps = Omit<AppLinkProps, 'className' | 'style' | 'children'> & {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  /** only the page itself, not those below it (the home page's link: always) */
  end?: boolean;
};

/**
 * react-router's NavLink, keeping the player in their language: the link above, marked `active` and
 * `aria-current="page"` on its own page. It reads the location, so only these links render again when
 * the player moves.
 */
export function NavLink({ to, end, className, 'aria-current': current = 'page', ...rest }: AppNavLinkProps) {
  const target = withPrefix(to, useLocalePrefix());
  const path = typeof target === 'string' ? target : createPath(target);
  const active = isActivePath(useLocation().pathname, path.split(/[?#]/)[0] ?? path, end ?? to === '/');
  return (
    <Link to={to} {...rest} aria-current={active ? current : undefined} className={[className, active && 'active'].filter(Boolean).join(' ') || undefined} />
  );
}

/** react-router's navigate, keeping the player in their language. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const prefix = useLocalePrefix();
  return useCallback(
    /** resolves once the navigation has finished (its loaders ran and the new page rendered) */
    async (to: To | number, options?: NavigateOptions): Promise<void> => {
      if (typeof to === 'number') return navigate(to);
      return navigate(withPrefix(to, prefix), options);
    },
    [navigate, prefix],
  );
}
