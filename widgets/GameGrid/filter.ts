import { EMPTY_FILTER, filterGames, type LobbyFilter } from '../../src/lib/game-filter.ts';

export { EMPTY_FILTER, filterGames, type LobbyFilter };

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

/**
 * The providers to offer: those of the whole list (its tally is known before the rest of the list
 * arrives, so the bar never reorders under the player) plus those the backend counts for the
 * category (startup's provider_count, `categoryCounts`), most games first.
 */
export function providerOptions(tally: Readonly<Record<string, number>>, counts: Readonly<Record<string, number>>): string[] {
  const merged = new Map<string, number>(Object.entries(counts));
  for (const [code, n] of Object.entries(tally)) merged.set(code, Math.max(merged.get(code) ?? 0, n));
  return [...merged.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code);
}
