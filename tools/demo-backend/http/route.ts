import type { Context } from '../context.ts';
import type { JsonObject } from './json-response.ts';

/** A ready Response is passed through untouched (pre-serialised cached bodies). */
export type RouteResult = JsonObject | Response;

/** A §7 JSON call: the router reads and checks the body, the handler returns the response object. */
export interface JsonRoute {
  method: 'POST';
  kind: 'json';
  run: (ctx: Context, body: Record<string, unknown>) => RouteResult | Promise<RouteResult>;
}

/** Anything else (GET calls, assets, multipart chat): the handler gets the raw request. */
export interface RawRoute {
  method: 'GET' | 'POST';
  kind: 'raw';
  run: (ctx: Context, request: Request, url: URL) => Response | Promise<Response>;
}

export type Route = JsonRoute | RawRoute;

export const jsonRoute = (run: JsonRoute['run']): JsonRoute => ({ method: 'POST', kind: 'json', run });
