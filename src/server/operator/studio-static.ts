/**
 * The studio (issue 30) as the operator surface serves it: `GET /studio` and every path below it.
 * Hashed assets under /studio/assets/ are immutable (precompressed twins as the player's static
 * files); any other path is a client-side route and gets the app's index.html. The app is served to
 * anyone (it shows a login form): the operator API behind it is the boundary. Its page has a strict
 * policy: scripts and styles from this origin only, nothing inline, frames only from the player
 * origins the preview shows, never framed itself.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { originSources } from '../player/security-headers.ts';
import { serveStatic } from '../player/static-files.ts';
import { OperatorError, sendError } from './http.ts';

export const STUDIO_PATH = '/studio';

export interface StudioSite {
  /** the built studio: DIST_DIR/studio */
  dir: string;
  /** player origins (CSP sources) the preview iframe loads and the studio may show images from */
  previewOrigins: string[];
}

/**
 * Where the studio's preview may come from: the origins preview links name (PLAYER_ORIGIN's scheme
 * and port, each site's own domain as the host: src/server/preview/origins.ts), so one variable sets
 * both; unset, the local player server the demo runs (`http://<site>.localhost:PORT`). The older
 * STUDIO_PREVIEW_ORIGIN (origins separated by spaces or commas, `*.` wildcards allowed) still wins
 * when set: it may name narrower origins than any host on that scheme and port.
 */
export function previewOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const configured = originSources(env['STUDIO_PREVIEW_ORIGIN']);
  if (configured.length > 0) return configured;
  const player = playerOrigin(env);
  if (player) return [`${player.protocol}//*${player.port ? `:${player.port}` : ''}`];
  const port = /^\d{1,5}$/.test(env['PORT']?.trim() ?? '') ? Number(env['PORT']) : 3000;
  return [`http://localhost:${port}`, `http://*.localhost:${port}`];
}

/** PLAYER_ORIGIN when it is an http(s) origin; anything else is left out, as a bad STUDIO_PREVIEW_ORIGIN entry is. */
function playerOrigin(env: NodeJS.ProcessEnv): URL | undefined {
  const raw = env['PLAYER_ORIGIN']?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The studio page's Content-Security-Policy. */
export function studioPolicy(previewOrigins: readonly string[]): string {
  const origins = previewOrigins.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${origins}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${origins}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Whether a path is the studio's (`/studio`, `/studio/…`), not the API's. */
export const isStudioPath = (path: string) => path === STUDIO_PATH || path.startsWith(`${STUDIO_PATH}/`);

async function sendIndex(site: StudioSite, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let html: Buffer;
  try {
    html = await readFile(join(site.dir, 'index.html'));
  } catch {
    sendError(res, new OperatorError(503, 'studioNotBuilt', 'the studio is not built on this server: run `npm run build`'));
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(html.length),
    // the page names the hashed assets of this build: a deploy is seen at the next load
    'cache-control': 'no-cache',
    'content-security-policy': studioPolicy(site.previewOrigins),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // the preview's address carries a signed token: it is never sent on as a referrer
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'x-robots-tag': 'noindex, nofollow',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** Answers a request for a studio path (the caller checked isStudioPath). */
export async function serveStudio(site: StudioSite, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(
      res,
      new OperatorError(405, 'methodNotAllowed', `${req.method ?? '?'} is not allowed here`, { allowed: ['GET', 'HEAD'] }, { allow: 'GET, HEAD' }),
    );
    return;
  }
  const inside = path.slice(STUDIO_PATH.length) || '/';
  const accept = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('x-frame-options', 'DENY');
  if (inside !== '/' && inside !== '/index.html' && serveStatic(site.dir, inside, res, accept)) return;
  // a missing asset is a 404, never the page: a stale tab asking for an old chunk learns it is gone
  if (inside.startsWith('/assets/')) {
    sendError(res, new OperatorError(404, 'notFound', `no studio asset ${inside.slice(0, 200)}`));
    return;
  }
  await sendIndex(site, req, res);
}
