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
