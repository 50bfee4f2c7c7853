import { isRecord } from '../../schemas/is-record.ts';
import type { RealityCheckRule } from '../../src/config/jurisdiction.ts';

/** The browser's reality-check state (localStorage): which session it times, since when, and the player's interval. */
export const REALITY_CHECK_KEY = 'reality_check';

export interface RealityCheckState {
  /** a short hash of the session token: a new sign-in starts a new session clock */
  session: string;
  startedAt: number;
  /** when the player last chose "Continue" (the next check counts from then) */
  continuedAt?: number;
  /** the player's own interval, where the rules let them choose one */
  minutes?: number;
}

const MINUTE = 60_000;

/** Intervals a player may pick from, kept within the regulator's range. */
const CHOICES = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240];

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The stored state for this session: the stored one when it times the same session, else a new
 * clock from `now` (keeping the player's interval, a choice about them rather than the session).
 * Anything unreadable starts a new clock: a bad value never stops the check.
 */
export function readState(raw: string | null, session: string, now: number): RealityCheckState {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isRecord(parsed)) stored = parsed;
  } catch {
    // an unreadable value is a new clock, like no value
  }
  const minutes = isCount(stored['minutes']) && stored['minutes'] > 0 ? { minutes: stored['minutes'] } : {};
  if (stored['session'] !== session || !isCount(stored['startedAt']) || stored['startedAt'] > now) return { session, startedAt: now, ...minutes };
  const continuedAt = isCount(stored['continuedAt']) && stored['continuedAt'] <= now ? { continuedAt: stored['continuedAt'] } : {};
  return { session, startedAt: stored['startedAt'], ...continuedAt, ...minutes };
}

/** The interval in force: the player's where they may choose and it is within the range, else the site's. */
export function intervalMinutes(state: RealityCheckState, rule: RealityCheckRule): number {
  const own = state.minutes;
  if (rule.playerMayChange && own !== undefined && own >= rule.minMinutes && own <= rule.maxMinutes) return own;
  return rule.minutes;
}

/** When the next check is due (ms since the epoch). */
export function nextDue(state: RealityCheckState, rule: RealityCheckRule): number {
  return (state.continuedAt ?? state.startedAt) + intervalMinutes(state, rule) * MINUTE;
}

/** Whole minutes played since the session began. */
export function minutesPlayed(state: RealityCheckState, now: number): number {
  return Math.max(0, Math.floor((now - state.startedAt) / MINUTE));
}

/** What the interval picker offers: the site's interval and the usual steps inside the range; only the site's where the player may not choose. */
export function intervalChoices(rule: RealityCheckRule): number[] {
  if (!rule.playerMayChange) return [rule.minutes];
  return [...new Set([...CHOICES.filter((m) => m >= rule.minMinutes && m <= rule.maxMinutes), rule.minutes])].sort((a, b) => a - b);
}
