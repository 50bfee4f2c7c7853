import type { Game } from '../../schemas/api/game.ts';

/** The lobby filter as the URL keeps it (?provider=&q=), so a filtered lobby can be shared. */
export interface LobbyFilter {
  provider: string;
  q: string;
}

export const EMPTY_FILTER: LobbyFilter = { provider: '', q: '' };

/** Case and accents left out, so "pinata" finds "Piñata". */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words a query asks for, folded. */
export const queryWords = (q: string): string[] => fold(q).split(/\s+/).filter(Boolean);

export const isFiltering = (filter: LobbyFilter) => filter.provider !== '' || filter.q.trim() !== '';

// a list's folded names, computed once per list: a server answers many queries on one list, a browser many keystrokes
const foldedNames = new WeakMap<readonly Game[], string[]>();

function namesOf(games: readonly Game[]): string[] {
  let names = foldedNames.get(games);
  if (!names) foldedNames.set(games, (names = games.map((g) => fold(g.game_name))));
  return names;
}

/** Games of the chosen provider whose name holds every word of the query, in list order. */
export function filterGames(games: readonly Game[], filter: LobbyFilter): readonly Game[] {
  const words = queryWords(filter.q);
  if (!filter.provider && words.length === 0) return games;
  const names = words.length ? namesOf(games) : [];
  return games.filter((g, i) => (!filter.provider || g.provider_code === filter.provider) && words.every((w) => names[i]!.includes(w)));
}
