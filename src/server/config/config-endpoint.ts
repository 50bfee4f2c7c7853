import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { inMemorySource, type ConfigSet, type ConfigSource } from '../../config/config-set.ts';
import { CONFIG_PREFIX } from '../../config/source.ts';
import type { ServedConfig } from './served-config.ts';

export const CONFIG_STATUS_PATH = '/healthz/config';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const PART = /^([0-9a-f]{16})\/(?:(layout|template)\/([^/]+)|page\/([^/]+)\/([^/]+))\.json$/;

/** What /__config/<revision>/… answers: a revision's trees never change, so they are cached for good. */
async function part(source: ConfigSource, match: RegExpExecArray): Promise<unknown> {
  const [, , kind, name = '', template = '', page = ''] = match.map((s) => (s === undefined ? s : decodeURIComponent(s)));
  if (kind === 'layout') return source.layout(name);
  if (kind === 'template') {
    const t = await source.template(name);
    // page trees travel one by one, with the page that shows them
    return t && { ...t, pages: {} };
  }
  return source.page(page, template);
}

/**
 * The config routes beside the page handler: the trees client navigations load, and the status
 * of the config store next to /healthz (serving revision, last refusal; no paths of this machine).
 */
export function createConfigEndpoint(store: ServedConfig, preview?: (revision: string, req: IncomingMessage) => Promise<ConfigSet | undefined>) {
  const sources = new WeakMap<ConfigSet, ConfigSource>();
  const sourceOf = (set: ConfigSet) => {
    let source = sources.get(set);
    if (!source) sources.set(set, (source = inMemorySource(set)));
    return source;
  };

  function send(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, cache: string): void {
    const body = Buffer.from(JSON.stringify(value));
    const gzip = body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, { ...JSON_HEADERS, 'cache-control': cache, vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(body) : body);
  }

  /** Answers the request when it is one of the config routes; false leaves it to the page handler. */
  return async function handle(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (pathname !== CONFIG_STATUS_PATH && !pathname.startsWith(CONFIG_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return true;
    }
    if (pathname === CONFIG_STATUS_PATH) {
      send(req, res, 200, store.status(), 'no-store');
      return true;
    }
    const match = PART.exec(pathname.slice(CONFIG_PREFIX.length));
    if (!match) {
      send(req, res, 404, { error: 'not found' }, 'no-store');
      return true;
    }
    const revision = match[1] ?? '';
    // a draft's trees go only to its preview (src/server/preview), and are never kept by a cache
    const drafted = store.get(revision) ? undefined : await preview?.(revision, req);
    const set = store.get(revision) ?? drafted;
    const keep = drafted ? 'no-store' : 'public, max-age=31536000, immutable';
    if (!set) {
      // a page rendered from a set the server no longer holds: the client reloads the document
      send(req, res, 410, { error: 'config revision no longer served', serving: store.current().revision }, 'no-store');
      return true;
    }
    let value: unknown;
    try {
      value = await part(sourceOf(set), match);
    } catch {
      send(req, res, 404, { error: 'not found' }, 'no-store');
      return true;
    }
    if (value === undefined) send(req, res, 404, { error: 'not found' }, keep);
    else send(req, res, 200, value, keep);
    return true;
  };
}
