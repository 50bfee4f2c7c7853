import type { Client, Context } from './context.ts';
import { GateFullError } from './auth/gate.ts';
import { errorResponse, jsonResponse, RequestError } from './http/json-response.ts';
import { readJsonObject } from './http/read-body.ts';
import type { Route } from './http/route.ts';
import { assetRoute } from './handlers/assets.ts';
import { authRoutes } from './handlers/auth.ts';
import { chatRoutes } from './handlers/chat-webhook.ts';
import { favouriteRoutes } from './handlers/favourites.ts';
import { gameRoutes } from './handlers/games.ts';
import { homeRoutes } from './handlers/home.ts';
import { inboxRoutes } from './handlers/inbox.ts';
import { protectionRoutes } from './handlers/protection.ts';
import { settingsRoutes } from './handlers/settings.ts';
import { registrationProtectionRoutes } from './handlers/registration-protection.ts';
import { sportsRoutes } from './handlers/sports.ts';
import { startupRoutes } from './handlers/startup.ts';

export const ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>(
  Object.entries({
    ...startupRoutes,
    ...gameRoutes,
    ...authRoutes,
    ...homeRoutes,
    ...favouriteRoutes,
    ...sportsRoutes,
    ...settingsRoutes,
    ...registrationProtectionRoutes,
    ...inboxRoutes,
    ...protectionRoutes,
    ...chatRoutes,
  }),
);

function routeFor(pathname: string): Route | undefined {
  if (pathname.startsWith('/api/assets/')) return assetRoute;
  // Trailing slashes are common in hand-written clients; treat /api/startup/ as /api/startup.
  return ROUTES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * The front server (the only caller in production) overwrites x-forwarded-for with the player's address
 * and x-forwarded-host with the host the player called; a direct caller (bench) is taken at its word.
 */
function clientOf(request: Request, url: URL): Client {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return {
    address: forwarded || 'unknown',
    host: request.headers.get('x-forwarded-host')?.trim() || url.host,
    userAgent: request.headers.get('user-agent') ?? '',
  };
}

export async function dispatch(shared: Context, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const ctx: Context = { ...shared, client: clientOf(request, url) };
  const route = routeFor(url.pathname);
  if (!route) return errorResponse(404, 'notFound', `No API endpoint at ${url.pathname}`);
  const method = request.method.toUpperCase();
  if (method !== route.method && !(method === 'HEAD' && route.method === 'GET')) {
    const response = errorResponse(405, 'methodNotAllowed', `${url.pathname} expects ${route.method}`);
    response.headers.set('allow', route.method);
    return response;
  }
  try {
    if (route.kind === 'raw') return await route.run(ctx, request, url);
    const body = await readJsonObject(request);
    const result = await route.run(ctx, body);
    return result instanceof Response ? result : jsonResponse(result);
  } catch (error) {
    if (error instanceof RequestError) return errorResponse(error.status, error.statusMessage, error.message);
    if (error instanceof GateFullError) {
      const response = errorResponse(503, 'serviceUnavailable', 'Too many password checks are waiting; try again in a moment');
      response.headers.set('retry-after', '1');
      return response;
    }
    const detail = error instanceof Error ? error.message : String(error);
    ctx.log(`demo-backend: ${request.method} ${url.pathname} failed: ${detail}`, {
      event: 'demo.failed',
      level: 'error',
      method: request.method,
      path: url.pathname,
      err: error,
    });
    return errorResponse(500, 'internalServerError', 'The demo backend failed to handle this request');
  }
}
