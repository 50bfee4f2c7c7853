import { useState, type FormEvent } from 'react';
import { notify } from '../ui/toast.ts';
import { useApi } from '../api/context.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useSession } from '../state/session.ts';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { credentialsOf } from '../session/use-session-actions.ts';
import { Field } from './fields.tsx';
import { checkNewPassword, checkPassword, checkSame, type Problem } from './validate.ts';

type Errors = { current?: Problem; next?: Problem; confirm?: Problem };

export function checkChange(current: string, next: string, confirm: string): Errors {
  return { current: checkPassword(current), next: checkNewPassword(current, next), confirm: confirm ? checkSame(next, confirm) : 'validation.required' };
}

/**
 * §7 update_password. Unlike the original (§8: its failure path read an undefined variable), a
 * failure is handed, as the status object it is, to the global error handler.
 */
export function ChangePasswordForm() {
  const t = useT();
  const api = useApi();
  const handleError = useErrorHandler();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkChange(current, next, confirm);
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    const creds = credentialsOf(useSession.getState());
    if (!creds) {
      handleError({ statusCode: 0, statusMessage: 'authRequired' });
      return;
    }
    setBusy(true);
    const res = await api.auth.updatePassword(creds, current, next);
    setBusy(false);
    if (res.statusCode === 1) {
      setCurrent('');
      setNext('');
      setConfirm('');
      notify('success', t('messages.passwordChanged'), { position: 'bottom-right' });
    } else handleError(res);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('ui.page.changePassword')}>
      <Field label={t('ui.currentPassword')} name="password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current ? t(errors.current) : null} required />
      <Field label={t('ui.newPassword')} name="new_password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} error={errors.next ? t(errors.next) : null} hint={t('validation.passwordLength')} required />
      <Field label={t('ui.confirmNewPassword')} name="confirm_password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm ? t(errors.confirm) : null} required />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : t('ui.changePassword')}
      </button>
    </form>
  );
}
