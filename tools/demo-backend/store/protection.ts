import type { ProtectionKind, ProtectionPeriod } from '../../../src/lib/protection-period.ts';
import type { Context } from '../context.ts';
import { asRow, num, text, type Row } from '../db/row.ts';

/** A time-out or self-exclusion as recorded (times in ms since the epoch). */
export interface ProtectionRecord {
  kind: ProtectionKind;
  amount: number;
  starts_at: number;
  ends_at: number;
}

function toRecord(row: Row): ProtectionRecord {
  return {
    kind: text(row, 'kind') === 'timeout' ? 'timeout' : 'self_exclusion',
    amount: num(row, 'amount'),
    starts_at: num(row, 'starts_at'),
    ends_at: num(row, 'ends_at'),
  };
}

export function recordProtection(ctx: Context, userId: number, period: ProtectionPeriod, startsAt: number, endsAt: number): void {
  ctx
    .sql('INSERT INTO player_protection (user_id, kind, amount, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, period.kind, period.amount, startsAt, endsAt);
}

/** The period in force now, the one ending last when several overlap; null when none is. */
export function activeProtection(ctx: Context, userId: number): ProtectionRecord | null {
  const row = ctx.sql('SELECT * FROM player_protection WHERE user_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1').get(userId, ctx.now());
  return row ? toRecord(asRow(row)) : null;
}

/** The last period the player started, in force or over; null when they never took one. */
export function latestProtection(ctx: Context, userId: number): ProtectionRecord | null {
  const row = ctx.sql('SELECT * FROM player_protection WHERE user_id = ? ORDER BY starts_at DESC, id DESC LIMIT 1').get(userId);
  return row ? toRecord(asRow(row)) : null;
}

/** Every session of the player ends: a break starts at once on every device. */
export function endSessions(ctx: Context, userId: number): void {
  ctx.sql('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
