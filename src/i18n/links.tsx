import { forwardRef, useCallback } from 'react';
import { useRootDataIfAny } from '../state/root-data.tsx';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
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

/** react-router's Link, keeping the player in their language. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={withPrefix(to, useLocalePrefix())} {...rest} />;
});

/** react-router's NavLink, keeping the player in their language. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end, ...rest }, ref) {
  const prefix = useLocalePrefix();
  const isHome = to === '/';
  return <RouterNavLink ref={ref} to={withPrefix(to, prefix)} end={end ?? isHome} {...rest} />;
});

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
