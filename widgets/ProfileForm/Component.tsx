import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../src/ui/toast.ts';
import { useApi } from '../../src/api/context.tsx';
import { Field } from '../../src/auth/fields.tsx';
import { checkEmail, checkFullName, type Problem } from '../../src/auth/validate.ts';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { credentialsOf } from '../../src/session/use-session-actions.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { keyCodeOf, rejectsAlphabetOnly } from '../../src/lib/key-filters.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import type { ProfileFormProps } from './schema.ts';

/** §5 alphabet-only input: keys other than letters and space never reach the name field. */
export function filterNameKey(e: KeyboardEvent<HTMLInputElement>) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (rejectsAlphabetOnly(keyCodeOf(e))) e.preventDefault();
}

function savedProfile(value: unknown, fallback: { full_name: string; contact_email: string }) {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    full_name: typeof v.full_name === 'string' ? v.full_name : fallback.full_name,
    contact_email: typeof v.contact_email === 'string' ? v.contact_email : fallback.contact_email,
  };
}

export default function ProfileForm({ props }: WidgetComponentProps<ProfileFormProps>) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const [name, setName] = useState(() => useSession.getState().fullname);
  const [email, setEmail] = useState(() => useSession.getState().email);
  const [errors, setErrors] = useState<{ name?: Problem; email?: Problem }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { name: checkFullName(name), email: checkEmail(email) };
    setErrors(found);
    if (found.name || found.email) return;
    const creds = credentialsOf(useSession.getState());
    if (!creds) {
      handleError({ statusCode: 0, statusMessage: 'authRequired' });
      return;
    }
    setBusy(true);
    const wanted = { full_name: name.trim().replace(/\s+/g, ' '), contact_email: email.trim() };
    const res = await api.settings.profileUpdate(creds, wanted.full_name, wanted.contact_email);
    setBusy(false);
    if (res.statusCode !== 1) {
      handleError(res);
      return;
    }
    const saved = savedProfile(res.value, wanted);
    useSession.getState().setProfile(saved.full_name, saved.contact_email);
    setName(saved.full_name);
    setEmail(saved.contact_email);
    notify('success', t('messages.profileSaved'), { position: 'bottom-right' });
    if (props.doneTo) navigate(props.doneTo);
  };

  return (
    <div className="w-profileform page-form">
      <form className="form" onSubmit={submit} noValidate aria-label={t('ui.page.editProfile')}>
        <p className="w-profileform__account">
          {t('ui.accountId')}: <strong>{accountId}</strong>
        </p>
        <Field
          label={t('ui.fullName')}
          name="full_name"
          autoComplete="name"
          value={name}
          maxLength={64}
          onKeyDown={filterNameKey}
          onChange={(e) => setName(e.target.value)}
          error={errors.name ? t(errors.name) : null}
          hint={t('ui.fullNameHint')}
          required
        />
        <Field
          label={t('ui.email')}
          name="contact_email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email ? t(errors.email) : null}
          required
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('ui.pleaseWait') : t('ui.saveChanges')}
        </button>
      </form>
    </div>
  );
}
