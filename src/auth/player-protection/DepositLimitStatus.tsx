import { useT } from '../../i18n/IntlContext.tsx';
import { limitText, type DepositLimitState } from './deposit-limit.ts';
import { useLimitFormats } from './use-limit-formats.ts';

/** The limit in force and a raise waiting out its cooling-off period, with the time it takes effect. */
export function DepositLimitStatus({ state }: { state: DepositLimitState }) {
  const t = useT();
  const { money, when } = useLimitFormats();
  return (
    <div className="deposit-limit-status" role="status">
      <p>{state.limit ? t('ui.depositLimit.current', { limit: limitText(t, state.limit, money) }) : t('ui.depositLimit.unset')}</p>
      {state.pending ? <p>{t('ui.depositLimit.pending', { limit: limitText(t, state.pending, money), date: when(state.pending.effective_at) })}</p> : null}
    </div>
  );
}
