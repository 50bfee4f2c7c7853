import type { DepositLimitPeriod, DepositLimitState } from '../../../schemas/api/player-protection.ts';

export type { DepositLimitPeriod, DepositLimitState };

/** The periods the player picks from, "no limit" first: UKGC asks for a limit or an explicit "none". */
export const PERIOD_CHOICES: readonly DepositLimitPeriod[] = ['none', 'daily', 'weekly', 'monthly'];

/** What is wrong with a choice before it is sent (the backend checks the same: tools/demo-backend/store/deposit-limits.ts). */
export function checkLimitChoice(period: DepositLimitPeriod | '', amount: string): 'ui.depositLimit.choose' | 'ui.depositLimit.amountInvalid' | null {
  if (!period) return 'ui.depositLimit.choose';
  if (period === 'none') return null;
  const trimmed = amount.trim();
  return /^\d{1,8}(\.\d{1,2})?$/.test(trimmed) && Number(trimmed) > 0 && Number(trimmed) <= 10_000_000 ? null : 'ui.depositLimit.amountInvalid';
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** "500 € a week", "no limit": a limit in the player's words. */
export function limitText(t: Translate, limit: { period: DepositLimitPeriod; amount: number }, money: (amount: number) => string): string {
  return limit.period === 'none' ? t('ui.depositLimit.per.none') : t(`ui.depositLimit.per.${limit.period}`, { amount: money(limit.amount) });
}
