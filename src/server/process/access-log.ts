/**
 * The player server's access log and request metrics: one pino line and one histogram sample per
 * request, with a request id (also sent as x-request-id), the host, the kind of route (never the raw
 * path: it is the client's text), the status, the duration, and what the page responder noted (the
 * page cache's answer and the revision the page was rendered from).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logAccess } from './log.ts';
import { endpointLabel, playerMetrics, type CacheResult } from './metrics.ts';

interface Noted {
  cache?: CacheResult;
  revision?: string;
}

const noted = new WeakMap<ServerResponse, Noted>();

/** What a handler further in knows about this response, for its access line. */
export function noteResponse(res: ServerResponse, facts: Noted): void {
  noted.set(res, { ...noted.get(res), ...facts });
}

/** A request's route as a label: a few fixed kinds, and /api endpoints by their known-shaped path. */
export function routeKind(url: string): string {
  const path = url.split('?')[0] ?? '';
  if (path === '/healthz' || path === '/healthz/config' || path === '/favicon.ico' || path === '/chat-webhook') return path;
  if (path.startsWith('/api/')) return endpointLabel(path);
  if (path.startsWith('/__config/')) return '/__config';
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/builds/')) return '/builds';
  return /\.[a-z0-9]{1,8}$/i.test(path) ? 'static' : 'page';
}

export function observeRequest(req: IncomingMessage, res: ServerResponse, options: { revision: () => string; accessLog: boolean }): void {
  const started = performance.now();
  const reqId = randomUUID();
  res.setHeader('x-request-id', reqId);
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const route = routeKind(req.url ?? '/');
    const status = res.writableFinished ? res.statusCode : 499;
    playerMetrics.requestDuration.observe(
      { route, method: req.method === 'HEAD' ? 'HEAD' : req.method === 'GET' ? 'GET' : 'other', status: String(status) },
      seconds,
    );
    if (!options.accessLog) return;
    const facts = noted.get(res);
    logAccess({
      surface: 'player',
      reqId,
      host: String(req.headers.host ?? '').slice(0, 200),
      method: (req.method ?? '?').slice(0, 10),
      route,
      status,
      durationMs: Math.round(seconds * 1000),
      ...(facts?.cache ? { cache: facts.cache } : {}),
      revision: facts?.revision ?? options.revision(),
    });
  });
}
