import type { DepositLimitPeriod, DepositLimitState } from '../../../schemas/api/player-protection.ts';
import { jurisdictionRules } from '../../../schemas/jurisdictions.ts';
import type { Context } from '../context.ts';
import { siteRegulator } from './site-regulator.ts';

/** A raise's wait where the site's regulator names none (docs/compliance.md: our choice, the UKGC's period). */
export const DEFAULT_COOLING_OFF_HOURS = 24;

/** Days a period spans, to compare limits over different periods (a month counted as 30 days). */
const DAYS: Record<Exclude<DepositLimitPeriod, 'none'>, number> = { daily: 1, weekly: 7, monthly: 30 };

export interface Limit {
  period: DepositLimitPeriod;
  amount: number;
}

/**
 * Whether `next` lets the player deposit no more than `current` in any stretch of time: no more per
 * its period and no more per day. Such a change is a decrease and applies at once; anything else (a
 * higher amount, a longer period at the same amount per day, removing the limit) is an increase and
 * waits out the cooling-off period. No limit in force: any limit is a decrease.
 */
export function isDecrease(current: Limit | null, next: Limit): boolean {
  if (!current || current.period === 'none') return true;
  if (next.period === 'none') return false;
  return next.amount <= current.amount && next.amount / DAYS[next.period] <= current.amount / DAYS[current.period];
}

/** The largest amount a limit may name (the demo's currencies have no larger deposit). */
export const MAX_LIMIT_AMOUNT = 10_000_000;

/** A period and the amount as the player typed it, or what is wrong with them. */
export function parseLimit(period: string, amount: string): Limit | { problem: 'invalidPeriod' | 'invalidAmount' } {
  if (period === 'none') return { period, amount: 0 };
  if (period !== 'daily' && period !== 'weekly' && period !== 'monthly') return { problem: 'invalidPeriod' };
  const trimmed = amount.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return { problem: 'invalidAmount' };
  const value = Number(trimmed);
  return value > 0 && value <= MAX_LIMIT_AMOUNT ? { period, amount: value } : { problem: 'invalidAmount' };
}

interface Row {
  period: DepositLimitPeriod;
  amount: number;
  pending_period: DepositLimitPeriod | null;
  pending_amount: number | null;
  pending_at: number | null;
}

export function coolingOffHours(ctx: Context, siteId: number): number {
  const regulator = siteRegulator(ctx, siteId);
  return (regulator && jurisdictionRules(regulator)?.depositLimitPrompt?.coolingOffHours) || DEFAULT_COOLING_OFF_HOURS;
}

/** The player's limit now: a raise whose cooling-off period is over takes effect as it is read. */
export function readDepositLimit(ctx: Context, userId: number, siteId: number): DepositLimitState {
  const hours = coolingOffHours(ctx, siteId);
  const row = ctx.sql('SELECT period, amount, pending_period, pending_amount, pending_at FROM deposit_limits WHERE user_id = ?').get(userId) as Row | undefined;
  if (!row) return { limit: null, pending: null, cooling_off_hours: hours };
  if (row.pending_period && row.pending_at !== null && row.pending_at <= ctx.now()) {
    ctx
      .sql(
        'UPDATE deposit_limits SET period = ?, amount = ?, pending_period = NULL, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE user_id = ?',
      )
      .run(row.pending_period, row.pending_amount ?? 0, ctx.now(), userId);
    return { limit: { period: row.pending_period, amount: row.pending_amount ?? 0 }, pending: null, cooling_off_hours: hours };
  }
  return {
    limit: { period: row.period, amount: row.amount },
    pending:
      row.pending_period && row.pending_at !== null ? { period: row.pending_period, amount: row.pending_amount ?? 0, effective_at: row.pending_at } : null,
    cooling_off_hours: hours,
  };
}

/** Sets a limit: a decrease (or a first answer) at once, dropping a waiting raise; an increase after the cooling-off period. */
export function setDepositLimit(ctx: Context, userId: number, siteId: number, next: Limit): DepositLimitState {
  const state = readDepositLimit(ctx, userId, siteId);
  const now = ctx.now();
  if (!state.limit || isDecrease(state.limit, next)) {
    ctx
      .sql(
        `INSERT INTO deposit_limits (user_id, period, amount, pending_period, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, NULL, NULL, NULL, ?)
         ON CONFLICT (user_id) DO UPDATE SET period = excluded.period, amount = excluded.amount, pending_period = NULL, pending_amount = NULL, pending_at = NULL, updated_at = excluded.updated_at`,
      )
      .run(userId, next.period, next.amount, now);
  } else if (next.period === state.limit.period && next.amount === state.limit.amount) {
    // asking for the limit in force again withdraws a waiting raise
    ctx.sql('UPDATE deposit_limits SET pending_period = NULL, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE user_id = ?').run(now, userId);
  } else {
    const at = now + state.cooling_off_hours * 3_600_000;
    ctx
      .sql('UPDATE deposit_limits SET pending_period = ?, pending_amount = ?, pending_at = ?, updated_at = ? WHERE user_id = ?')
      .run(next.period, next.amount, at, now, userId);
  }
  return readDepositLimit(ctx, userId, siteId);
}
