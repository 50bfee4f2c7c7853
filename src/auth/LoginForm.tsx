import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../i18n/links.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useApi } from '../api/context.tsx';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { useSessionActions } from '../session/use-session-actions.ts';
import { useFormatSiteDate } from '../session/use-site-date.ts';
import { Field } from './fields.tsx';
import { checkAccountId, checkPassword, checkTac, type Problem } from './validate.ts';
import { useStillMounted } from '../lib/use-still-mounted.ts';

/** §4 login: by password, or by a TAC sent to the player (login_tac). */
export function LoginForm({ onDone, onLeave, variant = 'login' }: { onDone(): void; onLeave?: () => void; variant?: 'login' | 'signin' }) {
  const t = useT();
  const api = useApi();
  const { login, loginTac, site } = useSessionActions();
  const handleError = useErrorHandler();
  const formatSiteDate = useFormatSiteDate();
  const [mode, setMode] = useState<'password' | 'tac'>('password');
  const [accountId, setAccountId] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<{ account?: Problem; secret?: Problem }>({});
  const [busy, setBusy] = useState(false);
  const [tacSent, setTacSent] = useState(false);
  const navigate = useNavigate();
  const stillMounted = useStillMounted();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { account: checkAccountId(accountId), secret: mode === 'password' ? checkPassword(secret) : checkTac(secret) };
    setErrors(next);
    if (next.account || next.secret) return;
    setBusy(true);
    const res = mode === 'password' ? await login(accountId.trim(), secret) : await loginTac(accountId.trim(), secret.trim());
    setBusy(false);
    if (res.statusCode === 1 && res.token && res.recovery === true) {
      // a password-reset code: the way back in ends at a new password (§7 forgot_password)
      onLeave?.();
      void navigate('/change-password');
    } else if (res.statusCode === 1 && res.token) {
      // gone already: the session's guard took the player on, maybe to a game they asked for before logging in
      if (stillMounted()) onDone();
    } else if (res.statusCode === 1) handleError({ statusCode: 0, statusMessage: 'invalidCredentials' });
    // a time-out or self-exclusion in force (issue 31): the message names when it ends, in the site's zone
    else handleError(res, res.excluded_until ? { values: { until: formatSiteDate(res.excluded_until) } } : {});
  };

  const requestTac = async () => {
    const problem = checkAccountId(accountId);
    setErrors({ account: problem });
    if (problem) return;
    setBusy(true);
    const res = await api.auth.tacRequestLogin(site, accountId.trim());
    setBusy(false);
    if (res.statusCode === 1) setTacSent(true);
    else handleError(res);
  };

  return (
    // a POST, never a GET: a form sent with no script at all must not put the password in an address
    // (logging in needs the script: it goes through the API proxy, docs/hydration.md)
    <form className="form" method="post" onSubmit={submit} noValidate aria-label={t(variant === 'signin' ? 'ui.signIn' : 'ui.login')}>
      <Field
        label={t('ui.accountId')}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
        error={errors.account ? t(errors.account) : null}
        required
      />
      {mode === 'password' ? (
        <Field
          label={t('ui.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          error={errors.secret ? t(errors.secret) : null}
          required
        />
      ) : (
        <>
          <Field
            label={t('ui.tacCode')}
            name="tac"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            error={errors.secret ? t(errors.secret) : null}
            hint={tacSent ? t('messages.tacSent') : undefined}
            required
          />
          <button type="button" className="btn btn--ghost" onClick={requestTac} disabled={busy}>
            {t(tacSent ? 'ui.resendTac' : 'ui.requestTac')}
          </button>
        </>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : t(variant === 'signin' ? 'ui.signIn' : 'ui.login')}
      </button>
      <div className="form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setMode(mode === 'password' ? 'tac' : 'password');
            setSecret('');
            setErrors({});
          }}
        >
          {t(mode === 'password' ? 'ui.loginWithTac' : 'ui.loginWithPassword')}
        </button>
        <Link to="/forgot-password" onClick={onLeave}>
          {t('ui.forgotPassword')}
        </Link>
        <Link to="/register" onClick={onLeave}>
          {t('ui.noAccount')}
        </Link>
      </div>
    </form>
  );
}
