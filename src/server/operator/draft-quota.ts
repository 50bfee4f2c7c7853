/**
 * How many drafts an operator may keep open and how fast they may make them: each draft holds a whole
 * config set in the store, so without a bound one account could fill it (README "Limits").
 */

export const MAX_OPEN_DRAFTS = 50;
export const DRAFTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

export interface DraftRate {
  /** records a draft made by `owner` now; when it is one too many, the seconds to wait instead */
  take(owner: string, now: number): number | undefined;
}

export function createDraftRate(perMinute = DRAFTS_PER_MINUTE): DraftRate {
  const made = new Map<string, number[]>();
  return {
    take(owner, now) {
      const recent = (made.get(owner) ?? []).filter((at) => now - at < WINDOW_MS);
      if (recent.length >= perMinute) {
        made.set(owner, recent);
        return Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
      }
      recent.push(now);
      made.set(owner, recent);
      return undefined;
    },
  };
}
