import { useCallback } from 'react';
import { useLocalePath, useNavigate } from '../i18n/links.tsx';
import { documentLoadsFirst, loadDocument } from '../lib/client-navigation.ts';
import { sitePath } from '../lib/internal-link.ts';
import { useSite } from '../state/site-context.tsx';
import { useModals } from '../state/modals.ts';

/**
 * §2 template-dependent redirect for a guest on a guarded page or an expired session: the
 * template's data says where to go and which modal opens after how long.
 */
export function useAuthRedirect() {
  const { template } = useSite();
  const navigate = useNavigate();
  const open = useModals((s) => s.open);
  return useCallback(() => {
    const { to, openModal, delayMs } = template.authEntry.guardRedirect;
    // the delay counts from arrival: a slow navigation must not shorten it; a target off the site
    // (lint refuses it) sends the guest home instead
    void navigate(sitePath(to) ?? '/', { replace: true }).then(() => {
      if (openModal) window.setTimeout(() => open(openModal), delayMs ?? 0);
    });
  }, [template, navigate, open]);
}

/** Where a guest's login action leads when it is a page; none where it is a modal (the bootstrap follows it before the page is live, src/app/early-taps.ts). */
export function useLoginHref(): string | undefined {
  const { template } = useSite();
  const localePath = useLocalePath();
  return template.authEntry.loginAction === 'modal' ? undefined : localePath('/login');
}

/**
 * §2 a login action: a modal on templates whose data says so, else the /login page: the server's while the
 * navigation's code is not in memory yet (src/lib/client-navigation.ts).
 */
export function useLoginAction() {
  const href = useLoginHref();
  const navigate = useNavigate();
  const open = useModals((s) => s.open);
  return useCallback(() => {
    if (href === undefined) open('login');
    else if (documentLoadsFirst()) loadDocument(href);
    else void navigate('/login');
  }, [href, navigate, open]);
}
