import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { HotGamesResponse } from '../../../schemas/api/game.ts';
import type { StartupResponse } from '../../../schemas/api/startup.ts';
import { createApi, ttlCache, type Api } from '../../api/client.ts';
import type { Transport } from '../../api/http.ts';
import { listFromAnswer, type ListAnswer } from '../../lib/game-list-answer.ts';
import {
  categoryCounts,
  firstPagesOf,
  LOBBY_FIRST_PAGES_PATH,
  LOBBY_VIEW_PATH,
  parseFirstPagesQuery,
  parseViewQuery,
  viewOf,
  type LobbyList,
} from '../../lib/lobby-view.ts';
import type { RouteHook } from './either-routes.ts';
import { parseRequest } from '../process/node-request.ts';
import { acceptedCoding, COMPRESS_FROM_BYTES } from './json-compression.ts';
import { DATA_HEADERS } from './security-headers.ts';

/**
 * How long a browser (or a CDN) may reuse a view. A category's list changes when the operator's
 * catalogue does, not from one player to the next; a minute keeps a chip the player taps again free.
 */
export const LOBBY_VIEW_MAX_AGE_S = 60;

/**
 * The views' own API client: gives up as soon as a page render does, and keeps get_hot_games' answers
 * for 10 s, so a player typing a search costs the backend one call, not one per key.
 */
export const lobbyApi = (transport: Transport): Api => createApi(transport, { timeoutMs: 5_000, publicCache: ttlCache(10_000) });

/** A cached answer's lists, per cap and fallback: the same list object each time, so its folded names are computed once. */
const answers = new WeakMap<HotGamesResponse, Map<string, ListAnswer>>();

function listOf(res: HotGamesResponse, list: LobbyList): ListAnswer {
  let byOptions = answers.get(res);
  if (!byOptions) answers.set(res, (byOptions = new Map()));
  const key = `${list.cap ?? ''}|${list.fallback}`;
  let answer = byOptions.get(key);
  if (!answer) byOptions.set(key, (answer = listFromAnswer(res, { limit: list.cap, fallback: list.fallback })));
  return answer;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, cacheable: boolean): void {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string> = {
    ...DATA_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheable ? `public, max-age=${LOBBY_VIEW_MAX_AGE_S}` : 'no-store',
    vary: 'accept-encoding',
  };
  if (cacheable && status === 200) {
    headers.etag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  const coding = body.length >= COMPRESS_FROM_BYTES ? acceptedCoding(req.headers['accept-encoding']) : null;
  let out = body;
  if (coding === 'br') {
    out = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
    headers['content-encoding'] = 'br';
  } else if (coding === 'gzip') {
    out = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(out.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : out);
}

/**
 * The lobby's filtered views (src/lib/lobby-view.ts) on the page's own server: `/__lobby/games` (a
 * page of a category's games for a provider and a search) and `/__lobby/first-pages` (every
 * provider's first page). Read from get_hot_games for the request's Host and the asked site id
 * through the server's API (public answers kept a few seconds), with §3's default list when the
 * backend's fails or is empty. Answers are compressed and carry an ETag; those cut from a default
 * list are not kept (no-store), as a degraded page is not, so the backend's own list shows once it is back.
 */
/** How long a site's provider counts (startup's provider_count) are kept for the first pages views. */
const COUNTS_MS = 10_000;
const COUNTS_KEPT = 1_000;

export function createLobbyRoutes(options: { api: Api; trustProxy: boolean }): RouteHook {
  const { api, trustProxy } = options;
  // the page does not carry startup's provider_count (docs/performance.md): a grid gets its category's with its first pages
  const providerCounts = new Map<string, { at: number; counts: Promise<StartupResponse['provider_count']> }>();
  const countsOf = (domain: string, now = Date.now()) => {
    const hit = providerCounts.get(domain);
    if (hit && now - hit.at < COUNTS_MS) return hit.counts;
    const counts = api.startup(domain).then(
      (s) => s.provider_count,
      () => undefined,
    );
    // a Host header names the domain: a bounded map, whatever hosts a client sends
    if (providerCounts.size >= COUNTS_KEPT) providerCounts.clear();
    providerCounts.set(domain, { at: now, counts });
    return counts;
  };
  return async (pathname, req, res) => {
    if (pathname !== LOBBY_VIEW_PATH && pathname !== LOBBY_FIRST_PAGES_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store', ...DATA_HEADERS });
      res.end();
      return true;
    }
    const parsed = parseRequest(req, trustProxy);
    if ('error' in parsed) return false;
    const params = new URLSearchParams(parsed.search);
    const query = pathname === LOBBY_VIEW_PATH ? parseViewQuery(params) : parseFirstPagesQuery(params);
    if (!query.ok) {
      send(req, res, 400, { error: query.error }, false);
      return true;
    }
    const list: LobbyList = 'list' in query.value ? query.value.list : query.value;
    const domain = parsed.client.host.replace(/:\d+$/, '');
    const counts = 'list' in query.value ? countsOf(domain) : undefined;
    const answer = listOf(await api.getHotGames({ domain_name: domain, external_id: list.site }, list.type), list);
    if ('error' in answer) {
      // §8: a failed list without a default one; the grid shows its error state and offers a retry
      send(req, res, 503, { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: answer.error }, false);
      return true;
    }
    const value =
      'list' in query.value
        ? firstPagesOf(answer.games, answer.fallback, query.value.limit, categoryCounts(await counts, list.type))
        : viewOf(answer.games, answer.fallback, query.value);
    send(req, res, 200, value, answer.fallback === null);
    return true;
  };
}
