import { useCallback, type CSSProperties } from 'react';
import { notify } from '../ui/toast.ts';
import type { Status } from '../api/result.ts';
import { useMessagesPending, useT } from '../i18n/IntlContext.tsx';
import { decideStatus } from './decide-status.ts';
import { useAlert } from './alert-store.ts';
import { useAuthRedirect } from './use-auth-redirect.ts';
import { useSessionActions } from './use-session-actions.ts';

/** §9 toast durations. */
export const SESSION_TOAST_MS = 10_000;
export const ERROR_TOAST_MS = 3_000;

interface ErrorOptions {
  asToast?: boolean;
  /** the values a message names (a refused login's end date, issue 31) */
  values?: Record<string, string>;
}

/** §8 global error handler: toast and logout, console warning, or the error dialog. */
export function useErrorHandler() {
  const t = useT();
  const messagesPending = useMessagesPending();
  const show = useAlert((s) => s.show);
  const redirect = useAuthRedirect();
  const { logout } = useSessionActions();
  const handle = useCallback(
    (result: Partial<Status> | null | undefined, options: ErrorOptions = {}) => {
      const decision = decideStatus(result);
      switch (decision.kind) {
        case 'ignore':
          return;
        case 'warn':
          console.warn('Service unavailable', result?.statusDetail ?? '');
          return;
        case 'sessionExpired':
          notify('warning', t('errors.invalidSession'), {
            description: t('errors.sessionExpired'),
            duration: SESSION_TOAST_MS,
            position: 'bottom-right',
            className: 'toast--progress',
            style: { '--toast-ms': `${SESSION_TOAST_MS}ms` } as CSSProperties,
          });
          logout();
          redirect();
          return;
        case 'dialog': {
          const translated = decision.messageKey ? t(decision.messageKey, options.values) : null;
          const text = translated && translated !== decision.messageKey ? translated : (decision.raw ?? t('errors.unknownError'));
          if (options.asToast) notify('error', text, { duration: ERROR_TOAST_MS, position: 'bottom-right' });
          else show(t('errors.errorTitle'), text);
        }
      }
    },
    [t, show, redirect, logout],
  );
  // a failure right after a first load may come before the language's full messages (docs/hydration.md)
  return useCallback(
    (result: Partial<Status> | null | undefined, options: ErrorOptions = {}) => {
      const pending = messagesPending();
      if (pending) void pending.then(() => handle(result, options));
      else handle(result, options);
    },
    [handle, messagesPending],
  );
}
