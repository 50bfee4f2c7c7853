export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };
export type JsonObject = { [key: string]: Json | undefined };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } as const;

export function jsonResponse(body: JsonObject | Json[], status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** For bodies serialised once and cached (hot games, startup). */
export function rawJsonResponse(serialised: string, status = 200): Response {
  return new Response(serialised, { status, headers: JSON_HEADERS });
}

export function ok(fields: JsonObject = {}): JsonObject {
  return { statusCode: 1, statusMessage: 'OK', ...fields };
}

/** A business failure: HTTP 200 so the front end's §8 handler sees statusMessage (it turns 4xx into a thrown error). */
export function fail(statusMessage: string, statusDetail?: string, extra: JsonObject = {}): JsonObject {
  return { statusCode: 0, statusMessage, ...(statusDetail ? { statusDetail } : {}), ...extra };
}

/** Protocol-level errors (bad JSON, wrong types, size, unknown path): a 4xx/5xx with the same status fields. */
export function errorResponse(status: number, statusMessage: string, statusDetail: string): Response {
  return jsonResponse({ statusCode: -status, statusMessage, statusDetail }, status);
}

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusMessage: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** 429 with Retry-After in whole seconds (and in the body, for clients that cannot read headers). */
export function tooManyAttempts(retryAfterMs: number, detail: string): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const response = jsonResponse({ statusCode: -429, statusMessage: 'tooManyAttempts', statusDetail: detail, retry_after: seconds }, 429);
  response.headers.set('retry-after', String(seconds));
  return response;
}
