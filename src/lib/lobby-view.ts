import type { Game } from '../../schemas/api/game.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { filterGames, type LobbyFilter } from './game-filter.ts';
import type { Fallback } from './game-list-answer.ts';
import { DEFAULT_LIST_NAMES, GAME_TYPES, type DefaultListName, type GameType } from './game-types.ts';

/**
 * The lobby's filtered views, served by the page's own server (src/server/player/lobby-view.ts) beside the §7
 * backend it reads them from: a page of a category's games for a provider and a name search, and the
 * first page of every provider at once (what a grid prefetches after idle, so a provider chip answers
 * from memory). A chip or a search then costs one small answer, not the whole catalogue.
 */
export const LOBBY_VIEW_PATH = '/__lobby/games';
export const LOBBY_FIRST_PAGES_PATH = '/__lobby/first-pages';

/** The list a view is cut from: a category as a grid configures it. */
export interface LobbyList {
  type: GameType;
  /** the site's external_id (§6: what every visitor call carries); the domain is the request's Host */
  site: string;
  /** most games the grid holds (its `limit` prop) */
  cap?: number | undefined;
  fallback: Fallback;
}

export interface LobbyViewQuery extends LobbyList, LobbyFilter {
  offset: number;
  limit: number;
}

export interface LobbyPage {
  /** the games from `offset` on, at most the asked `limit` */
  games: Game[];
  /** how many games match in all */
  total: number;
  offset: number;
  /** the §3 default list the view was cut from, when the backend's failed or was empty */
  fallback: DefaultListName | null;
}

export interface LobbyFirstPages {
  /** the list's own first `limit` games and its length: what a grid shows before any filter */
  all: { games: Game[]; total: number };
  /** per provider of the list: its first `limit` games and how many it has */
  pages: Record<string, { games: Game[]; total: number }>;
  fallback: DefaultListName | null;
  /** the backend's game count per provider of the list's category (startup's provider_count): chips for providers the list lacks */
  counts: Record<string, number>;
}

type ProviderCount = { provider_code: string; category: string; count: number };

/** startup's provider_count for one category, per provider; none for the all-games list (`""`). */
export function categoryCounts(providerCount: readonly ProviderCount[] | undefined, gameType: string): Record<string, number> {
  const counts: Record<string, number> = {};
  if (gameType === '') return counts;
  for (const p of providerCount ?? []) if (p.category === gameType) counts[p.provider_code] = p.count;
  return counts;
}

export const VIEW_LIMITS = { site: 100, provider: 64, q: 100, offset: 100_000, limit: 10_000 } as const;

const listParams = (list: LobbyList): [string, string][] => [
  ['type', list.type],
  ['site', list.site],
  ...(list.cap ? [['cap', String(list.cap)] as [string, string]] : []),
  ['fallback', list.fallback],
];

/** The view's address; parameters in one order, so the same view is the same URL (one cache entry). */
export function lobbyViewUrl(q: LobbyViewQuery): string {
  const params = new URLSearchParams([...listParams(q), ['provider', q.provider], ['q', q.q.trim()], ['offset', String(q.offset)], ['limit', String(q.limit)]]);
  return `${LOBBY_VIEW_PATH}?${params.toString()}`;
}

export function firstPagesUrl(list: LobbyList, limit: number): string {
  return `${LOBBY_FIRST_PAGES_PATH}?${new URLSearchParams([...listParams(list), ['limit', String(limit)]]).toString()}`;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function wholeNumber(params: URLSearchParams, name: string, min: number, max: number, fallback?: number): number | string {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback ?? `${name} is required`;
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= min && n <= max ? n : `${name} must be a whole number from ${min} to ${max}`;
}

function parseList(params: URLSearchParams): Parsed<LobbyList> {
  const type = params.get('type') ?? '';
  if (!(GAME_TYPES as readonly string[]).includes(type)) return { ok: false, error: `type must be one of the §2 game types, got "${type.slice(0, 40)}"` };
  const site = params.get('site') ?? '';
  if (!site || site.length > VIEW_LIMITS.site || !/^[\w.:-]+$/.test(site)) return { ok: false, error: 'site must be the site external_id' };
  const fallback = params.get('fallback') ?? 'none';
  if (fallback !== 'none' && !(DEFAULT_LIST_NAMES as readonly string[]).includes(fallback))
    return { ok: false, error: `fallback must be none or one of ${DEFAULT_LIST_NAMES.join(', ')}` };
  const cap = params.has('cap') ? wholeNumber(params, 'cap', 1, VIEW_LIMITS.limit) : undefined;
  if (typeof cap === 'string') return { ok: false, error: cap };
  return { ok: true, value: { type: type as GameType, site, cap, fallback: fallback as Fallback } };
}

/** The view a request asks for, or what is wrong with it (answered 400). */
export function parseViewQuery(params: URLSearchParams): Parsed<LobbyViewQuery> {
  const list = parseList(params);
  if (!list.ok) return list;
  const provider = params.get('provider') ?? '';
  const q = params.get('q') ?? '';
  if (provider.length > VIEW_LIMITS.provider) return { ok: false, error: `provider is at most ${VIEW_LIMITS.provider} characters` };
  if (q.length > VIEW_LIMITS.q) return { ok: false, error: `q is at most ${VIEW_LIMITS.q} characters` };
  const offset = wholeNumber(params, 'offset', 0, VIEW_LIMITS.offset, 0);
  if (typeof offset === 'string') return { ok: false, error: offset };
  const limit = wholeNumber(params, 'limit', 1, VIEW_LIMITS.limit);
  if (typeof limit === 'string') return { ok: false, error: limit };
  return { ok: true, value: { ...list.value, provider, q, offset, limit } };
}

export function parseFirstPagesQuery(params: URLSearchParams): Parsed<{ list: LobbyList; limit: number }> {
  const list = parseList(params);
  if (!list.ok) return list;
  const limit = wholeNumber(params, 'limit', 1, 120);
  if (typeof limit === 'string') return { ok: false, error: limit };
  return { ok: true, value: { list: list.value, limit } };
}

/** A page of the games that match. */
export function viewOf(games: readonly Game[], fallback: DefaultListName | null, q: LobbyViewQuery): LobbyPage {
  const matching = filterGames(games, q);
  return { games: matching.slice(q.offset, q.offset + q.limit), total: matching.length, offset: q.offset, fallback };
}

/** The list's first page and every provider's, in one pass over the list. */
export function firstPagesOf(games: readonly Game[], fallback: DefaultListName | null, limit: number, counts: Record<string, number> = {}): LobbyFirstPages {
  const pages: LobbyFirstPages['pages'] = {};
  for (const g of games) {
    const page = (pages[g.provider_code] ??= { games: [], total: 0 });
    if (page.games.length < limit) page.games.push(g);
    page.total++;
  }
  return { all: { games: games.slice(0, limit), total: games.length }, pages, fallback, counts };
}

const isGame = (v: unknown): v is Game =>
  isRecord(v) && ['provider_code', 'game_code', 'game_name', 'game_type', 'game_image'].every((k) => typeof v[k] === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isFallback = (v: unknown): v is DefaultListName | null => v === null || (DEFAULT_LIST_NAMES as readonly unknown[]).includes(v);

/** A view's answer as the browser reads it: the shape checked, anything else null (the grid falls back to the whole list). */
export function readLobbyPage(value: unknown): LobbyPage | null {
  if (!isRecord(value) || !Array.isArray(value.games) || !value.games.every(isGame) || !isCount(value.total) || !isCount(value.offset)) return null;
  return isFallback(value.fallback) ? { games: value.games, total: value.total, offset: value.offset, fallback: value.fallback } : null;
}

const isPage = (v: unknown): v is { games: Game[]; total: number } => isRecord(v) && Array.isArray(v.games) && v.games.every(isGame) && isCount(v.total);

export function readFirstPages(value: unknown): LobbyFirstPages | null {
  if (!isRecord(value) || !isPage(value.all) || !isRecord(value.pages) || !isFallback(value.fallback)) return null;
  const pages: LobbyFirstPages['pages'] = {};
  for (const [code, page] of Object.entries(value.pages)) {
    if (!isPage(page)) return null;
    pages[code] = { games: page.games, total: page.total };
  }
  const counts: Record<string, number> = {};
  for (const [code, n] of Object.entries(isRecord(value.counts) ? value.counts : {})) if (isCount(n)) counts[code] = n;
  return { all: { games: value.all.games, total: value.all.total }, pages, fallback: value.fallback, counts };
}
