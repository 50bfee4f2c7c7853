import type { Context } from '../context.ts';

const HOUR = 3_600_000;

/**
 * Deletes what can no longer be used: expired sessions, and TAC rows that have expired and are older
 * than the hour the re-issue cap looks back over (also the rows of code requests for names with no account),
 * and limiter keys past their memory. Returns how many rows went.
 */
export function purgeExpired(ctx: Context): { sessions: number; tacs: number } {
  const now = ctx.now();
  const sessions = ctx.sql('DELETE FROM sessions WHERE expires_at <= ?').run(now).changes;
  const tacs = ctx.sql('DELETE FROM tac_codes WHERE expires_at <= ? AND created_at <= ?').run(now, now - HOUR).changes;
  for (const limiter of Object.values(ctx.limits)) limiter.purge();
  return { sessions: Number(sessions), tacs: Number(tacs) };
}
