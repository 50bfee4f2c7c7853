import { useState, type FormEvent } from 'react';
import { Link } from '../i18n/links.tsx';
import { useApi } from '../api/context.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { useSessionActions } from '../session/use-session-actions.ts';
import { Field } from './fields.tsx';
import { StateMessage } from '../ui/PageState.tsx';
import * as icons from '../ui/icons.ts';
import { checkAccountId, checkPhone, type Problem } from './validate.ts';

/**
 * §7 forgot_password: the account and its registered phone. The backend sends a one-time code to
 * that phone; the player then logs in with it (login by TAC) and sets a new password.
 */
export function ForgotPasswordForm() {
  const t = useT();
  const api = useApi();
  const { site } = useSessionActions();
  const handleError = useErrorHandler();
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ account?: Problem; phone?: Problem }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { account: checkAccountId(accountId), phone: checkPhone(phone) };
    setErrors(next);
    if (next.account || next.phone) return;
    setBusy(true);
    const res = await api.auth.forgotPassword(site, accountId.trim(), phone.replace(/[\s-]/g, ''));
    setBusy(false);
    if (res.statusCode === 1) setSent(true);
    else handleError(res);
  };

  if (sent) {
    return (
      <StateMessage kind="notice" icon={icons.chat} title={t('messages.resetSent.title')} body={t('messages.resetSent.body')}>
        <Link className="btn btn--primary" to="/login">
          {t('ui.loginWithTacCta')}
        </Link>
      </StateMessage>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('ui.page.forgotPassword')}>
      <Field
        label={t('ui.accountId')}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
        error={errors.account ? t(errors.account) : null}
        required
      />
      <Field
        label={t('ui.phone')}
        name="contact_phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone ? t(errors.phone) : null}
        hint={t('ui.phoneHint')}
        required
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : t('ui.sendResetCode')}
      </button>
      <div className="form__links">
        <Link to="/login">{t('ui.backToLogin')}</Link>
      </div>
    </form>
  );
}
