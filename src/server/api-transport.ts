import type { Transport } from '../api/http.ts';

export interface WebHandler {
  handle(request: Request): Promise<Response>;
}

/** In-process calls to the embedded backend: no socket, the same Request/Response contract. */
export function inProcessTransport(backend: WebHandler): Transport {
  return (path, init) => {
    const answer = backend.handle(new Request(`http://backend.internal${path}`, init));
    const signal = init.signal;
    if (!signal) return answer;
    // the embedded backend does not watch the signal: the caller stops waiting all the same
    return Promise.race([
      answer,
      new Promise<Response>((_resolve, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  };
}

/** Calls to a real backend at BACKEND_URL. */
export function remoteTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return (path, init) => fetch(`${base}${path}`, { ...init, signal: init.signal ?? AbortSignal.timeout(15_000) });
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
