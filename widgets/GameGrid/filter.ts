import type { Game } from '../../schemas/api/game.ts';

/** The lobby filter as the URL keeps it (?provider=&q=), so a filtered lobby can be shared. */
export interface LobbyFilter {
  provider: string;
  q: string;
}

export const EMPTY_FILTER: LobbyFilter = { provider: '', q: '' };

export function readFilter(search: URLSearchParams): LobbyFilter {
  return { provider: search.get('provider')?.trim() ?? '', q: search.get('q') ?? '' };
}

/** The URL with the filter written in (empty values removed), everything else kept. */
export function withFilter(href: string, filter: LobbyFilter): string {
  const url = new URL(href);
  for (const [key, value] of [
    ['provider', filter.provider.trim()],
    ['q', filter.q.trim()],
  ] as const) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Games of the chosen provider whose name holds every word of the query, in list order. */
export function filterGames(games: readonly Game[], filter: LobbyFilter): readonly Game[] {
  const words = fold(filter.q).split(/\s+/).filter(Boolean);
  if (!filter.provider && words.length === 0) return games;
  return games.filter((g) => {
    if (filter.provider && g.provider_code !== filter.provider) return false;
    if (words.length === 0) return true;
    const name = fold(g.game_name);
    return words.every((w) => name.includes(w));
  });
}

/**
 * The providers to offer: those of the whole list (its tally is known before the rest of the list
 * arrives, so the bar never reorders under the player) plus those startup's provider_count names
 * for the category, most games first.
 */
export function providerOptions(
  tally: Readonly<Record<string, number>>,
  providerCount: readonly { provider_code: string; category: string; count: number }[],
  gameType: string,
): string[] {
  const counts = new Map<string, number>();
  if (gameType !== '') {
    for (const p of providerCount) if (p.category === gameType) counts.set(p.provider_code, p.count);
  }
  for (const [code, n] of Object.entries(tally)) counts.set(code, Math.max(counts.get(code) ?? 0, n));
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code);
}
