import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What one connection may cost (README "Limits"). Node's own defaults (60 s for headers, 300 s for a
 * request, checked every 30 s, unlimited pipelining) let a few slow clients hold a worker's sockets.
 */
export const CONNECTION_LIMITS = {
  /** the request line and headers must arrive within this */
  headersTimeoutMs: 10_000,
  /** the whole request, body included, must arrive within this */
  requestTimeoutMs: 30_000,
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: 5_000,
  /** a socket on which nothing moves either way (a client that stopped reading) is closed after this */
  idleSocketMs: 30_000,
  /** requests of one connection answered at once; past it the connection gets 429 and is closed */
  maxInFlightPerSocket: 8,
  /** requests one keep-alive connection may make before it must open a new one (Node answers 503 past it) */
  maxRequestsPerSocket: 1_000,
} as const;

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/** The node:http server options that enforce the limits (the timeouts are checked every second, not every 30). */
export function serverOptions(limits: ConnectionLimits = CONNECTION_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

/**
 * Counts the requests each connection has in flight. Node hands every pipelined request to the
 * handler at once and queues the answers, so twenty pipelined calls that are never read would hold
 * twenty backend calls; past `max` a connection is answered 429 and closed.
 */
export function inFlightGuard(max: number) {
  const inFlight = new WeakMap<Socket, number>();
  /** true when the request was refused (and answered) */
  return function refuse(req: IncomingMessage, res: ServerResponse): boolean {
    const socket = req.socket;
    const count = (inFlight.get(socket) ?? 0) + 1;
    inFlight.set(socket, count);
    res.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
    if (count <= max) return false;
    res.shouldKeepAlive = false;
    res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1', 'cache-control': 'no-store', connection: 'close' });
    res.end('Too many requests on one connection');
    return true;
  };
}
