import type { Retry } from '../../schemas/api/endpoints.ts';

/** One transport for every call: fetch in the browser, the embedded backend or a proxy on the server. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** §7: a call whose retry is `once` (the GET calls, schemas/api/endpoints.ts) is retried once on these statuses. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** A 4xx or 5xx answer (§7 "A 4xx or 5xx response raises an error"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`HTTP ${status} from ${path}`);
    this.name = 'HttpError';
  }
}

/** The body was not what the contract says: a wrong shape is an error, not a crash. */
export class ShapeError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Unexpected response from ${path}: ${detail}`);
    this.name = 'ShapeError';
  }
}

export interface Http {
  post(path: string, body: unknown, retry?: Retry): Promise<unknown>;
  get(path: string, retry?: Retry): Promise<unknown>;
}

async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ShapeError(path, 'body is not JSON');
  }
}

/** A backend that does not answer must not hold a page: a call gives up after this long. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export function createHttp(transport: Transport, timeoutMs = DEFAULT_TIMEOUT_MS): Http {
  const send = async (method: 'GET' | 'POST', path: string, retry: Retry, body?: unknown): Promise<unknown> => {
    const base: RequestInit =
      method === 'POST'
        ? { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body ?? {}) }
        : { method, headers: { accept: 'application/json' } };
    const init = () => ({ ...base, signal: AbortSignal.timeout(timeoutMs) });
    let response = await transport(path, init());
    if (retry === 'once' && RETRY_STATUSES.has(response.status)) {
      void response.body?.cancel().catch(() => {});
      response = await transport(path, init());
    }
    if (response.status >= 400) {
      // the body is not read: release it, or the connection (and the browser's request) stays open until the timeout
      void response.body?.cancel().catch(() => {});
      throw new HttpError(response.status, path);
    }
    return readJson(response, path);
  };
  return {
    post: (path, body, retry = 'never') => send('POST', path, retry, body),
    get: (path, retry = 'once') => send('GET', path, retry),
  };
}
