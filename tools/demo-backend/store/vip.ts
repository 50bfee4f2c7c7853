import type { VipRung } from '../../../schemas/api/auth.ts';
import type { Context } from '../context.ts';
import { asRows, num, text } from '../db/row.ts';
import type { UserRecord } from './users.ts';

export function vipLadder(ctx: Context, siteId: number): VipRung[] {
  return asRows(ctx.sql('SELECT * FROM vip_levels WHERE site_id = ? ORDER BY level').all(siteId)).map((row) => ({
    level: num(row, 'level'),
    vip_name: text(row, 'vip_name'),
    vip_name_local: text(row, 'vip_name_local'),
    deposit_required: num(row, 'deposit_required'),
    turnover_required: num(row, 'turnover_required'),
    birthday_bonus: num(row, 'birthday_bonus'),
    rebate_percent: num(row, 'rebate_percent'),
  }));
}

function percent(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.round((part / whole) * 10_000) / 100);
}

/**
 * The §3 next-level record. starting_* is the current level's threshold and cycle_* what the player did
 * beyond it, so the front end's (starting + cycle) / next × 100 (§7) equals total / next.
 */
export function vipStatus(ctx: Context, user: UserRecord) {
  const ladder = vipLadder(ctx, user.site_id);
  const first: VipRung = ladder[0] ?? {
    level: 1,
    vip_name: 'Member',
    vip_name_local: '',
    deposit_required: 0,
    turnover_required: 0,
    birthday_bonus: 0,
    rebate_percent: 0,
  };
  const current = ladder.filter((l) => user.total_deposit >= l.deposit_required && user.total_turnover >= l.turnover_required).at(-1) ?? first;
  const next = ladder.find((l) => l.level === current.level + 1) ?? current;
  return {
    value: {
      currentLevel: current.level,
      vip_name: current.vip_name,
      totalDeposit: user.total_deposit,
      depoProgress: percent(user.total_deposit, next.deposit_required),
      totalTurnover: user.total_turnover,
      toProgress: percent(user.total_turnover, next.turnover_required),
      nextLevel: next.level,
    },
    nextLevel: {
      starting_deposit: current.deposit_required,
      cycle_deposit: Math.round((user.total_deposit - current.deposit_required) * 1000) / 1000,
      deposit_next: next.deposit_required,
      starting_turnover: current.turnover_required,
      cycle_turnover: Math.round((user.total_turnover - current.turnover_required) * 1000) / 1000,
      turnover_next: next.turnover_required,
      vip_name: current.vip_name,
      vip_name_next: next.vip_name,
      vip_name_local: current.vip_name_local,
      vip_name_next_local: next.vip_name_local,
    },
  };
}
