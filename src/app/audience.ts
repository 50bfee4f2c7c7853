import type { Experiments, Targeting } from '../../schemas/targeting.ts';
import type { Audience } from '../render/targeting.ts';
import type { TargetingReads } from '../render/targeting-reads.ts';
import { readCookie } from '../viewport/cookies.ts';

/** The cookie a browser's variant of experiment `id` is kept in (sticky per browser, docs/targeting.md). */
export const experimentCookie = (id: string): string => `exp_${id}`;

/**
 * The cookie the browser's evaluator reads the visitor's market from (set by the server from the
 * trusted header, docs/targeting.md). The server never reads it: a visitor can change only their
 * own client-side view with it, never what a server renders.
 */
export const MARKET_COOKIE = 'mkt';

/** The zone a window without an offset is read in when the template names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A variant drawn by weight; `r` is uniform in [0, 1). */
export function pickVariant(weights: Readonly<Record<string, number>>, r: number): string {
  const entries = Object.entries(weights).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let point = r * total;
  for (const [name, weight] of entries) {
    if (point < weight) return name;
    point -= weight;
  }
  // r * total rounded up to the total: the last variant; no weight at all: the first one named
  return entries.at(-1)?.[0] ?? Object.keys(weights)[0] ?? '';
}

/**
 * The visitor's variant of each experiment: the one its cookie holds while that variant still has a
 * weight, else a fresh draw (`drawn` names those, which the server then sets cookies for).
 */
export function variantsOf(
  cookieHeader: string | null | undefined,
  experiments: Experiments | undefined,
  random: () => number = Math.random,
): { variants: Record<string, string>; drawn: string[] } {
  const variants: Record<string, string> = {};
  const drawn: string[] = [];
  for (const [id, weights] of Object.entries(experiments ?? {})) {
    const held = readCookie(cookieHeader, experimentCookie(id));
    if (held !== undefined && (weights[held] ?? 0) > 0) variants[id] = held;
    else {
      variants[id] = pickVariant(weights, random());
      drawn.push(id);
    }
  }
  return { variants, drawn };
}

/** A market header's value as a country code (ISO 3166 alpha-2), or none for anything else. */
export function marketOf(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** What a signed studio preview may set in place of the request's own (never a public request). */
export interface AudienceOverride {
  market?: string;
  at?: number;
  variants?: Record<string, string>;
}

/**
 * The audience of a request (src/render/targeting.ts): the market from the trusted header named
 * `marketHeader` (none without one), the variants from the visitor's cookies, the time now; a
 * preview's override replaces any of them.
 */
export function decideAudience(
  request: Request,
  targeting: Targeting | undefined,
  options: { marketHeader?: string; override?: AudienceOverride; now?: number; random?: () => number },
): Audience {
  const { variants } = variantsOf(request.headers.get('cookie'), targeting?.experiments, options.random);
  const { override } = options;
  const market = override && 'market' in override ? override.market : options.marketHeader ? marketOf(request.headers.get(options.marketHeader)) : undefined;
  return {
    ...(market ? { market } : {}),
    variants: { ...variants, ...override?.variants },
    at: override?.at ?? options.now ?? Date.now(),
    timeZone: targeting?.timeZone ?? DEFAULT_TIME_ZONE,
    ...(override?.at !== undefined ? { fixed: true as const } : {}),
  };
}

/**
 * The audience as a page carries it to the browser: the time it was rendered at, and of the market
 * and variants only what the page's rules read (which its cache key holds, so the page is the same
 * for everyone it is served to); the browser has the rest from its cookies. `market: ''`: read, none.
 * A page no rule of which targets carries none of it: its HTML depends only on its cache key's inputs,
 * not on the instant it was rendered at.
 */
export function pageAudience(
  audience: Audience,
  reads: Pick<TargetingReads, 'targeted' | 'market' | 'experiments'>,
): (Audience & { used?: boolean }) | undefined {
  if (!reads.targeted) return undefined;
  const variants = Object.fromEntries(reads.experiments.flatMap((id) => (audience.variants[id] ? [[id, audience.variants[id]]] : [])));
  return {
    variants,
    at: audience.at,
    timeZone: audience.timeZone,
    ...(audience.fixed ? { fixed: true as const } : {}),
    ...(reads.market ? { market: audience.market ?? '' } : {}),
    used: true,
  };
}
