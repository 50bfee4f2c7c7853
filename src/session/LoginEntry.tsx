import type { ReactNode } from 'react';
import { Link } from '../i18n/links.tsx';
import { useSite } from '../state/site-context.tsx';
import { useLoginAction } from './use-auth-redirect.ts';

/**
 * A guest's "Log in" outside the header (§2). Where the template logs in on a page it is a link to that page,
 * which the browser follows before the widget's code is here, or with no script at all; where it logs in
 * with a modal it is a button, held and replayed until the page is live (docs/hydration.md, "What works
 * before the code": why that one still needs the script).
 */
export function LoginEntry({ className, children }: { className: string; children: ReactNode }) {
  const { template } = useSite();
  const loginAction = useLoginAction();
  if (template.authEntry.loginAction !== 'modal') {
    return (
      <Link className={className} to="/login">
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={loginAction}>
      {children}
    </button>
  );
}
