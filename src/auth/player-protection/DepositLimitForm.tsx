import { useId, useState, type FormEvent } from 'react';
import type { Credentials } from '../../api/client.ts';
import { useApi } from '../../api/context.tsx';
import { useT } from '../../i18n/IntlContext.tsx';
import { useErrorHandler } from '../../session/use-error-handler.ts';
import { credentialsOf } from '../../session/use-session-actions.ts';
import { useSession } from '../../state/session.ts';
import { Field } from '../fields.tsx';
import { checkLimitChoice, PERIOD_CHOICES, type DepositLimitPeriod, type DepositLimitState } from './deposit-limit.ts';
import { useLimitFormats } from './use-limit-formats.ts';

interface Props {
  /** what the player's choice is saved with: the backend's answer (the limit in force, a raise waiting) */
  onSaved(state: DepositLimitState): void;
  submitLabel: string;
  /** whose limit: sign-up's new account, not signed in yet; absent: the signed-in player */
  credentials?: Credentials;
}

/**
 * A deposit limit: "No limit" or a daily, weekly or monthly amount, nothing chosen until the player
 * chooses (UKGC: a limit or an explicit "none"). Saved by the backend, which applies a decrease at
 * once and a raise after the cooling-off period (tools/demo-backend/store/deposit-limits.ts).
 */
export function DepositLimitForm({ onSaved, submitLabel, credentials }: Props) {
  const t = useT();
  const api = useApi();
  const handleError = useErrorHandler();
  const { currency } = useLimitFormats();
  const [period, setPeriod] = useState<DepositLimitPeriod | ''>('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof checkLimitChoice>>(null);
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const chooseErrorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkLimitChoice(period, amount);
    setProblem(found);
    const creds = credentials ?? credentialsOf(useSession.getState());
    if (found || !period || !creds) return;
    setBusy(true);
    const res = await api.settings.setDepositLimit(creds, period, period === 'none' ? '' : amount.trim());
    setBusy(false);
    if (res.statusCode === 1 && res.value) onSaved(res.value);
    else handleError(res);
  };

  const choose = problem === 'ui.depositLimit.choose';
  return (
    <form className="form deposit-limit-form" onSubmit={submit} noValidate aria-label={t('ui.depositLimit.title')}>
      <fieldset
        className="field deposit-limit-form__periods"
        aria-labelledby={legendId}
        aria-describedby={choose ? chooseErrorId : undefined}
        aria-invalid={choose ? true : undefined}
      >
        <legend id={legendId}>{t('ui.depositLimit.legend')}</legend>
        {PERIOD_CHOICES.map((p) => (
          <label key={p} className="deposit-limit-form__period">
            <input type="radio" name="period" value={p} checked={period === p} onChange={() => setPeriod(p)} /> {t(`ui.depositLimit.period.${p}`)}
          </label>
        ))}
        {choose ? (
          <p className="field__error" id={chooseErrorId} role="alert">
            {t('ui.depositLimit.choose')}
          </p>
        ) : null}
      </fieldset>
      {period && period !== 'none' ? (
        <Field
          label={t('ui.depositLimit.amount', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={problem === 'ui.depositLimit.amountInvalid' ? t(problem) : null}
          required
        />
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('ui.pleaseWait') : submitLabel}
      </button>
    </form>
  );
}
