import type { RegisteredWidget } from './types.ts';

/**
 * The query parameters any page reads while rendering: what the widgets declare (`query` in each
 * widget's manifest, schema.ts). The list lives with the widget that reads the parameter, so a new reader
 * cannot be forgotten by the page cache and a page stays cacheable without anyone editing the server.
 */
export function pageQueryKeys(widgets: readonly RegisteredWidget[]): ReadonlySet<string> {
  return new Set(widgets.flatMap((w) => w.query ?? []));
}

/**
 * The cookies any page's server HTML depends on: what the widgets declare (`cookies` in each
 * widget's manifest), so the page cache keys a page by them as it does by the query parameters.
 */
export function pageCookieNames(widgets: readonly RegisteredWidget[]): ReadonlySet<string> {
  return new Set(widgets.flatMap((w) => w.cookies ?? []));
}

/** The request's query with only the parameters a page reads, in a fixed order. */
export function pageSearch(url: URL, keys: ReadonlySet<string>): string {
  const kept = [...url.searchParams].filter(([name]) => keys.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}

/** The request as the page sees it: the same, minus the parameters no page reads. */
export function pageRequest(request: Request, keys: ReadonlySet<string>): Request {
  const url = new URL(request.url);
  const search = pageSearch(url, keys);
  if (search === url.search) return request;
  url.search = search;
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}
