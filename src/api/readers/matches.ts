import { str } from './fields.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** Team names of one side: the §3 `{side}_team_name` fallback and the localised `{side}_name_{lang}` fields. */
export interface TeamNames {
  fallback: string;
  /** by lower-case language code (en, cn, esp, …) */
  byLang: Record<string, string>;
}

/** §3 sportsbook bet line. */
export interface BetLine {
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
}

export interface Match {
  id: string;
  league: string;
  sport: string;
  /** ISO date-time, or '' */
  kickoff: string;
  home: TeamNames;
  away: TeamNames;
  lines: BetLine[];
}

type Header = Omit<Match, 'lines'>;

function teamNames(item: Record<string, unknown>, side: 'home' | 'away'): TeamNames | null {
  const fallback = item[`${side}_team_name`];
  if (typeof fallback !== 'string') return null;
  const byLang: Record<string, string> = {};
  const prefix = `${side}_name_`;
  for (const [key, value] of Object.entries(item)) {
    if (key.startsWith(prefix) && typeof value === 'string' && value.trim() !== '') byLang[key.slice(prefix.length).toLowerCase()] = value;
  }
  return { fallback, byLang };
}

function header(item: unknown): Header | null {
  if (!isRecord(item)) return null;
  const home = teamNames(item, 'home');
  const away = teamNames(item, 'away');
  if (!home || !away) return null;
  const league = str(item.league);
  const kickoff = str(item.kickoff);
  const id = str(item.match_id) || `${league}|${kickoff}|${home.fallback}|${away.fallback}`;
  return { id, league, sport: str(item.sport), kickoff, home, away };
}

function line(item: unknown): BetLine | null {
  if (!isRecord(item) || typeof item.bet_type !== 'string') return null;
  const odds = typeof item.odds === 'number' ? item.odds : typeof item.odds === 'string' ? Number(item.odds) : Number.NaN;
  if (!Number.isFinite(odds)) return null;
  return { bet_type: item.bet_type.toUpperCase(), home_away: str(item.home_away), criteria1: str(item.criteria1), odds };
}

/** match_list: one item per match with its `bet_lines`. Null when any item has another shape. */
export function fromMatchList(value: readonly unknown[]): Match[] | null {
  const matches: Match[] = [];
  for (const item of value) {
    const h = header(item);
    const raw = isRecord(item) ? (item.bet_lines ?? []) : null;
    if (!h || !Array.isArray(raw)) return null;
    const lines = raw.map(line);
    if (!lines.every((l): l is BetLine => l !== null)) return null;
    matches.push({ ...h, lines });
  }
  return matches;
}

/** public_odds: one flat bet line per item, each carrying its match; grouped back into matches, in order. */
export function fromPublicOdds(value: readonly unknown[]): Match[] | null {
  const byId = new Map<string, Match>();
  for (const item of value) {
    const h = header(item);
    const l = line(item);
    if (!h || !l) return null;
    const match = byId.get(h.id) ?? { ...h, lines: [] };
    match.lines.push(l);
    byId.set(h.id, match);
  }
  return [...byId.values()];
}
