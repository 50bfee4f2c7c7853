import { useState, type FormEvent } from 'react';
import { notify } from '../ui/toast.ts';
import { useApi } from '../api/context.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useSession } from '../state/session.ts';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { credentialsOf } from '../session/use-session-actions.ts';
import { endRecovery, isRecovery } from '../session/recovery.ts';
import { Field } from './fields.tsx';
import { checkNewPassword, checkPassword, checkSame, type Problem } from './validate.ts';

type Errors = { current?: Problem; next?: Problem; confirm?: Problem };

/** `recovery`: the session came from a reset code, so there is no current password to check. */
export function checkChange(current: string, next: string, confirm: string, accountId: string, recovery = false): Errors {
  return {
    current: recovery ? null : checkPassword(current),
    next: checkNewPassword(current, next, accountId),
    confirm: confirm ? checkSame(next, confirm) : 'validation.required',
  };
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
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const recovery = isRecovery(token);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkChange(current, next, confirm, accountId, recovery);
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    const creds = credentialsOf(useSession.getState());
    if (!creds) {
      handleError({ statusCode: 0, statusMessage: 'authRequired' });
      return;
    }
    setBusy(true);
    const res = await api.auth.updatePassword(creds, recovery ? '' : current, next);
    setBusy(false);
    if (res.statusCode === 1) {
      endRecovery();
      setCurrent('');
      setNext('');
      setConfirm('');
      notify('success', t('messages.passwordChanged'), { position: 'bottom-right' });
    } else handleError(res);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('ui.page.changePassword')}>
      {recovery ? (
        <p className="form__note">{t('messages.setNewPassword')}</p>
      ) : (
        <Field
          label={t('ui.currentPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current ? t(errors.current) : null}
          required
        />
      )}
      <Field
        label={t('ui.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next ? t(errors.next) : null}
        hint={t('ui.passwordRules')}
        required
      />
      <Field
        label={t('ui.confirmNewPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm ? t(errors.confirm) : null}
        required
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : t('ui.changePassword')}
      </button>
    </form>
  );
}
