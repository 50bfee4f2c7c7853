import type { Transport } from '../api/http.ts';

export interface WebHandler {
  handle(request: Request): Promise<Response>;
}

/** In-process calls to the embedded backend: no socket, the same Request/Response contract. */
export function inProcessTransport(backend: WebHandler): Transport {
  return (path, init) => backend.handle(new Request(`http://backend.internal${path}`, init));
}

/** Calls to a real backend at BACKEND_URL. */
export function remoteTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return (path, init) => fetch(`${base}${path}`, init);
}

/** Forwards a player's /api request to the backend as is. */
export async function forward(transport: Transport, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  headers.delete('connection');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return transport(url.pathname + url.search, { method: request.method, headers, body, signal: AbortSignal.timeout(30_000) });
}
