/**
 * The operator API's JSON over HTTP: every answer is JSON, every error `{ error: { code, message, … } }`
 * with its status, never cached, never framed, never sniffed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody } from '../process/node-request.ts';
import { forbiddenKeyPath, jsonDepth, MAX_JSON_DEPTH } from './json-shape.ts';

export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/** An answer that is not a success: thrown by a route, sent by the server. */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new OperatorError(400, 'badRequest', message, extra);
export const forbidden = (message: string, extra?: Record<string, unknown>) => new OperatorError(403, 'forbidden', message, extra);
export const notFound = (message: string) => new OperatorError(404, 'notFound', message);

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: OperatorError): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message, ...error.extra } }, error.headers);
}

/** A JSON object body of at most `limit` bytes; anything else is a 400 (or 413 over the limit). */
export async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new OperatorError(413, 'payloadTooLarge', `the body exceeds the ${limit}-byte limit`, { limit });
    throw error;
  }
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new OperatorError(400, 'tooDeep', `the body nests deeper than ${MAX_JSON_DEPTH} levels`, { limit: MAX_JSON_DEPTH });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new OperatorError(400, 'malformedJson', `the body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new OperatorError(400, 'malformedJson', 'the body must be a JSON object');
  const forbidden = forbiddenKeyPath(value)?.slice(0, 300);
  if (forbidden) throw new OperatorError(400, 'forbiddenKey', `${forbidden}: this key name is not allowed`, { field: forbidden });
  return value as Record<string, unknown>;
}

/** A positive whole number from a query parameter, within bounds. */
export function limitParam(value: string | null, fallback: number, max: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw badRequest(`limit must be a whole number from 1 to ${max}`);
  return Math.min(Number(value), max);
}
