import type { When } from '../../schemas/node.ts';
import { instantOf } from '../lib/zoned-time.ts';
import { vipInRange } from './vip-range.ts';

/**
 * What the server decided about a request's visitor, once (src/app/loaders.ts), as the root data
 * carries it to the browser: the client judges the page's rules with the same answers, so hydration
 * shows what the server rendered.
 */
export interface Audience {
  /** ISO 3166 alpha-2 code from the trusted market header (MARKET_HEADER); absent: no market */
  market?: string;
  /** experiment id → the visitor's variant */
  variants: Record<string, string>;
  /** the instant the page's time windows are judged at (ms since the epoch): its render's */
  at: number;
  /** the site's IANA time zone: a window written without an offset is its wall clock */
  timeZone: string;
  /** a studio preview "as" a time: every page of it is judged at `at`, not only the first */
  fixed?: true;
}

export interface TargetingInputs {
  audience: Audience;
  /** the page's language code (EN, PHP…) */
  language: string;
  /** the breakpoint the page renders at now */
  breakpoint: string;
  /** the site's currency (startup data) */
  currency: string;
  /** the signed-in player's VIP level name (the session's); absent for a guest and on the server */
  vipLevel?: string;
}

const listed = (list: readonly string[] | undefined, value: string | undefined): boolean => !list || (value !== undefined && list.includes(value));

/** The window `[from, until)` of a rule, as instants (±Infinity for an open side; NaN never matches). */
export function windowOf(when: Pick<When, 'from' | 'until'>, timeZone: string): { from: number; until: number } {
  return {
    from: when.from === undefined ? -Infinity : instantOf(when.from, timeZone),
    until: when.until === undefined ? Infinity : instantOf(when.until, timeZone),
  };
}

/**
 * True when every targeting rule `when` names holds for the inputs (docs/targeting.md): the window
 * holds `audience.at` (from inclusive, until exclusive), the language, breakpoint, market and currency
 * are listed, the visitor's variant of the named experiment is the one named, and the player's VIP
 * level lies in the named range. A request without a market matches no `markets` list.
 */
export function matchesTargeting(when: When, inputs: TargetingInputs): boolean {
  const { audience } = inputs;
  if (when.from !== undefined || when.until !== undefined) {
    const { from, until } = windowOf(when, audience.timeZone);
    if (!(audience.at >= from && audience.at < until)) return false;
  }
  if (when.experiment && audience.variants[when.experiment.id] !== when.experiment.variant) return false;
  if (when.vip && !vipInRange(when.vip, inputs.vipLevel)) return false;
  return (
    listed(when.languages, inputs.language) &&
    listed(when.breakpoints, inputs.breakpoint) &&
    listed(when.markets, audience.market) &&
    listed(when.currencies, inputs.currency)
  );
}
