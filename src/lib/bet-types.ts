/** §9 sportsbook bet types shown to players, in display order. */
export const BET_TYPES = [
  'PARLAY',
  'HDP',
  'OU',
  'OE',
  'ML',
  '1X2',
  '1X2H',
  '1X2HDP',
  'CS',
  'TG',
  'OR',
  'BS',
  'HTFT',
  'FGLG',
  'CL',
  'HNB',
  'ANB',
  'DNB',
  'TWTN',
  'DC',
] as const;

export type BetType = (typeof BET_TYPES)[number];

/** A half-time variant is the full-time code with this suffix (HDP_H, OU_H, …). */
const FIRST_HALF_SUFFIX = '_H';

/** 1X2H is the first-half 1X2 under its own §9 code: labelled like the other half-time variants. */
const FIRST_HALF_ALIASES: Partial<Record<BetType, BetType>> = { '1X2H': '1X2' };

/** Markets whose criteria1 names the selection (a line, a score, a range); elsewhere it repeats the market. */
const CRITERIA_NAMES_SELECTION: ReadonlySet<BetType> = new Set(['HDP', 'OU', 'BS', '1X2HDP', 'CS', 'TG', 'HTFT', 'FGLG', 'OR', 'DC']);

export function isBetType(code: string): code is BetType {
  return (BET_TYPES as readonly string[]).includes(code);
}

export interface BetTypeLabel {
  /** the full-time market this code belongs to */
  market: BetType;
  /** message key of the market's name, e.g. ui.bet.HDP */
  key: string;
  firstHalf: boolean;
}

/** How a backend bet_type is labelled: its market's message key and whether it is a first-half variant; null when unknown. */
export function betTypeLabel(code: string): BetTypeLabel | null {
  const upper = code.trim().toUpperCase();
  const suffixed = upper.endsWith(FIRST_HALF_SUFFIX);
  const base = suffixed ? upper.slice(0, -FIRST_HALF_SUFFIX.length) : upper;
  if (!isBetType(base)) return null;
  const alias = FIRST_HALF_ALIASES[base];
  const market = alias ?? base;
  return { market, key: `ui.bet.${market}`, firstHalf: suffixed || alias !== undefined };
}

/** Sort key: §9 order, each full-time market before its first-half variant, unknown codes last. */
export function betTypeOrder(code: string): number {
  const label = betTypeLabel(code);
  if (!label) return Number.MAX_SAFE_INTEGER;
  return BET_TYPES.indexOf(label.market) * 2 + (label.firstHalf ? 1 : 0);
}

/** Whether a line's criteria1 should be shown next to its selection. */
export function criteriaNamesSelection(code: string): boolean {
  const label = betTypeLabel(code);
  return label !== null && CRITERIA_NAMES_SELECTION.has(label.market);
}
