import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { inMemorySource, type ConfigSet, type ConfigSource } from '../../config/config-set.ts';
import { CONFIG_PREFIX, type ConfigPart } from '../../config/source.ts';
import type { ServedConfig } from './served-config.ts';

export const CONFIG_STATUS_PATH = '/healthz/config';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const PART = /^([0-9a-f]{16})\/(?:(layout|template)\/([^/]+)|page\/([^/]+)\/([^/]+))\.json$/;

const sources = new WeakMap<ConfigSet, ConfigSource>();
/** One source per set: a template is resolved once, whichever route asks for it. */
function sourceOf(set: ConfigSet): ConfigSource {
  let source = sources.get(set);
  if (!source) sources.set(set, (source = inMemorySource(set)));
  return source;
}

/** What /__config/<revision>/… answers for `part` of `set` (a preview's answer carries some ahead): a revision's trees never change, so they are cached for good. */
export async function configPart(set: ConfigSet, part: ConfigPart): Promise<unknown> {
  const source = sourceOf(set);
  if (part.kind === 'layout') return source.layout(part.name);
  if (part.kind === 'template') {
    const t = await source.template(part.key);
    // page trees travel one by one, with the page that shows them
    return t && { ...t, pages: {} };
  }
  return source.page(part.name, part.template);
}

/** The part an address names. */
function partOf(match: RegExpExecArray): ConfigPart {
  const [, , kind, name = '', template = '', page = ''] = match.map((s) => (s === undefined ? s : decodeURIComponent(s)));
  if (kind === 'layout') return { kind, name };
  if (kind === 'template') return { kind, key: name };
  return { kind: 'page', template, name: page };
}

/**
 * The config routes beside the page handler: the trees client navigations load, and the status
 * of the config store next to /healthz (serving revision, last refusal; no paths of this machine).
 */
export function createConfigEndpoint(store: ServedConfig, preview?: (revision: string, req: IncomingMessage) => Promise<ConfigSet | undefined>) {
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
      value = await configPart(set, partOf(match));
    } catch {
      send(req, res, 404, { error: 'not found' }, 'no-store');
      return true;
    }
    if (value === undefined) send(req, res, 404, { error: 'not found' }, keep);
    else send(req, res, 200, value, keep);
    return true;
  };
}
