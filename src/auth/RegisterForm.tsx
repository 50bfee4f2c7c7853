import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useStillMounted } from '../lib/use-still-mounted.ts';
import { Link } from '../i18n/links.tsx';
import { notify } from '../ui/toast.ts';
import { useApi } from '../api/context.tsx';
import type { Credentials } from '../api/client.ts';
import type { LoginResponse } from '../../schemas/api/auth.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { useSessionActions } from '../session/use-session-actions.ts';
import { useSite } from '../state/site-context.tsx';
import { Field } from './fields.tsx';
import { readSignupTracking, visitorId, type SignupTracking } from './signup-tracking.ts';
import { afterSignupSteps, type AfterSignupStep } from './player-protection/after-signup.ts';
import { ConsentGrid } from './marketing-consent/ConsentGrid.tsx';
import { consentOfKeys } from './marketing-consent/consent-keys.ts';
import { checkAccountId, checkChosenPassword, checkEmail, checkPhone, checkSame, checkTac, type Problem } from './validate.ts';

type Details = { account_id: string; password: string; confirm: string; contact_phone: string; contact_email: string; referrer_code: string };
type DetailErrors = Partial<Record<keyof Details | 'adult', Problem>>;

// what a regulator asks once the account exists: their code loads only on such a site, when it is reached
const DepositLimitPrompt = lazy(() => import('./player-protection/DepositLimitPrompt.tsx'));
const RgInformationAfterSignup = lazy(() => import('./player-protection/RgInformationAfterSignup.tsx'));

const EMPTY_TRACKING: SignupTracking = { referrer_code: '', affiliate_code: '', ch: '', cm: '', pp: '', fbp: '', appsflyer_id: '', visitor_id: '' };

/** Sign-up's age where the site's jurisdiction names none (docs/compliance.md). */
export const DEFAULT_MINIMUM_AGE = 18;

export function checkDetails(d: Details, adult: boolean): DetailErrors {
  return {
    account_id: checkAccountId(d.account_id),
    password: checkChosenPassword(d.password, d.account_id.trim()),
    confirm: d.confirm ? checkSame(d.password, d.confirm) : 'validation.required',
    contact_phone: checkPhone(d.contact_phone),
    contact_email: checkEmail(d.contact_email, false),
    adult: adult ? null : 'validation.adult',
  };
}

/**
 * §7 sign-up in two steps: the details (with the tracking fields the visitor arrived with), then
 * the TAC sent for a new registration (tac/request_new_register → tac/verify), then signup, which
 * signs the new player in.
 */
export function RegisterForm({ onDone }: { onDone(): void }) {
  const stillMounted = useStillMounted();
  const t = useT();
  const api = useApi();
  const { site, completeLogin } = useSessionActions();
  const jurisdiction = useSite().template.jurisdiction;
  // the checkbox and its error name the age the jurisdiction asks (PAGCOR: 21), never a fixed 18
  const age = jurisdiction?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const handleError = useErrorHandler();
  const [step, setStep] = useState<'details' | 'tac' | AfterSignupStep>('details');
  const [d, setD] = useState<Details>({ account_id: '', password: '', confirm: '', contact_phone: '', contact_email: '', referrer_code: '' });
  const [adult, setAdult] = useState(false);
  // GB: every box unticked until the player ticks it (no marketing is the default)
  const [consent, setConsent] = useState<ReadonlySet<string>>(new Set());
  const consentGrid = jurisdiction?.marketingConsent;
  const [errors, setErrors] = useState<DetailErrors>({});
  const [tac, setTac] = useState('');
  const [tacError, setTacError] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState<SignupTracking>(EMPTY_TRACKING);
  const [created, setCreated] = useState<{ res: LoginResponse; accountId: string; credentials: Credentials } | null>(null);

  // The URL, cookies and storage exist only in the browser: read them after hydration.
  useEffect(() => {
    const id = visitorId(globalThis.localStorage ?? null, () => crypto.randomUUID());
    const found = readSignupTracking(location.search, document.cookie, id);
    setTracking(found);
    if (found.referrer_code) setD((prev) => (prev.referrer_code ? prev : { ...prev, referrer_code: found.referrer_code }));
  }, []);

  const set = (key: keyof Details) => (e: { target: { value: string } }) => setD({ ...d, [key]: e.target.value });

  const submitDetails = async (e: FormEvent) => {
    e.preventDefault();
    const next = checkDetails(d, adult);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const res = await api.auth.tacRequestNewRegister(site, d.account_id.trim());
    setBusy(false);
    if (res.statusCode === 1) {
      setStep('tac');
      setTac('');
      setTacError(null);
    } else handleError(res);
  };

  const submitTac = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkTac(tac);
    setTacError(problem);
    if (problem) return;
    setBusy(true);
    const accountId = d.account_id.trim();
    const verified = await api.auth.tacVerify(site, accountId, tac.trim());
    if (verified.statusCode !== 1) {
      setBusy(false);
      handleError(verified);
      return;
    }
    const res = await api.auth.signup(site, {
      ...tracking,
      account_id: accountId,
      password: d.password,
      contact_phone: d.contact_phone.replace(/[\s-]/g, ''),
      contact_email: d.contact_email.trim(),
      referrer_code: d.referrer_code.trim(),
      ...(consentGrid ? { marketing_consent: consentOfKeys(consent) } : {}),
    });
    if (res.statusCode === 1 && res.token) {
      const [next] = afterSignupSteps(jurisdiction);
      setBusy(false);
      if (next) {
        // /register is for guests: signing in now would take the player away before the regulator's
        // steps, so they run with the new account's token and sign the player in after the last one
        setCreated({ res, accountId, credentials: { auth: res.token, account_id: res.user?.account_id ?? accountId } });
        setStep(next);
      } else await signIn(res, accountId);
    } else {
      setBusy(false);
      handleError(res.statusCode === 1 ? { statusCode: 0, statusMessage: 'unknownError' } : res);
    }
  };

  const signIn = async (res: LoginResponse, accountId: string) => {
    setBusy(true);
    await completeLogin(res, accountId);
    setBusy(false);
    notify('success', t('messages.registered'), { position: 'bottom-right' });
    // gone already: the session's guard took the player on
    if (stillMounted()) onDone();
  };

  const resend = async () => {
    setBusy(true);
    const res = await api.auth.tacRequestNewRegister(site, d.account_id.trim());
    setBusy(false);
    if (res.statusCode === 1) notify('success', t('messages.tacSent'), { position: 'bottom-right' });
    else handleError(res);
  };

  if ((step === 'deposit-limit' || step === 'rg-information') && created) {
    // the account exists: what the regulator asks next, then the player is signed in
    const after = afterSignupSteps(jurisdiction);
    const next = () => {
      const following = after[after.indexOf(step) + 1];
      if (following) setStep(following);
      else void signIn(created.res, created.accountId);
    };
    return (
      <Suspense fallback={<p className="field__meta">{t('ui.pleaseWait')}</p>}>
        {step === 'deposit-limit' ? (
          <DepositLimitPrompt coolingOffHours={jurisdiction?.depositLimitPrompt?.coolingOffHours ?? 0} credentials={created.credentials} onDone={next} />
        ) : (
          <RgInformationAfterSignup onDone={next} />
        )}
      </Suspense>
    );
  }

  if (step === 'tac') {
    return (
      <form className="form" onSubmit={submitTac} noValidate aria-label={t('ui.verifyPhone')}>
        <p className="field__meta">{t('messages.tacSentTo', { phone: d.contact_phone })}</p>
        <Field
          label={t('ui.tacCode')}
          name="tac"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={tac}
          onChange={(e) => setTac(e.target.value)}
          error={tacError ? t(tacError) : null}
          required
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('ui.pleaseWait') : t('ui.createAccount')}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => setStep('details')} disabled={busy}>
            {t('ui.editDetails')}
          </button>
          <button type="button" className="link-button" onClick={resend} disabled={busy}>
            {t('ui.resendTac')}
          </button>
        </div>
      </form>
    );
  }

  const err = (k: keyof DetailErrors) => (errors[k] ? t(errors[k] as string) : null);
  return (
    <form className="form" onSubmit={submitDetails} noValidate aria-label={t('ui.register')}>
      <Field
        label={t('ui.accountId')}
        name="account_id"
        autoComplete="username"
        value={d.account_id}
        onChange={set('account_id')}
        error={err('account_id')}
        hint={t('validation.accountId')}
        required
      />
      <Field
        label={t('ui.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={d.password}
        onChange={set('password')}
        error={err('password')}
        hint={t('ui.passwordRules')}
        required
      />
      <Field
        label={t('ui.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={d.confirm}
        onChange={set('confirm')}
        error={err('confirm')}
        required
      />
      <Field
        label={t('ui.phone')}
        name="contact_phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={d.contact_phone}
        onChange={set('contact_phone')}
        error={err('contact_phone')}
        required
      />
      <Field
        label={t('ui.emailOptional')}
        name="contact_email"
        type="email"
        autoComplete="email"
        value={d.contact_email}
        onChange={set('contact_email')}
        error={err('contact_email')}
      />
      <Field label={t('ui.referrerCode')} name="referrer_code" value={d.referrer_code} onChange={set('referrer_code')} />
      {consentGrid && consentGrid.products.length > 0 && consentGrid.channels.length > 0 ? (
        <ConsentGrid products={consentGrid.products} channels={consentGrid.channels} ticked={consent} onChange={setConsent} disabled={busy} />
      ) : null}
      <div className="field field--check">
        <label>
          <input type="checkbox" name="adult" checked={adult} onChange={(e) => setAdult(e.target.checked)} aria-invalid={errors.adult ? true : undefined} />{' '}
          {t('ui.confirmAdult', { age })}
        </label>
        {errors.adult ? (
          <p className="field__error" role="alert">
            {t(errors.adult, { age })}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : t('ui.continue')}
      </button>
      <div className="form__links">
        <Link to="/login">{t('ui.haveAccount')}</Link>
        <Link to="/term-condition">{t('ui.terms')}</Link>
      </div>
    </form>
  );
}
