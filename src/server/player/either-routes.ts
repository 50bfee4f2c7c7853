import type { IncomingMessage, ServerResponse } from 'node:http';

/** A route hook of the HTTP handler: true when it answered the request. */
export type RouteHook = (pathname: string, req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** One hook made of several, asked in order until one answers. */
export function eitherRoutes(...hooks: RouteHook[]): RouteHook {
  return async (pathname, req, res) => {
    for (const hook of hooks) if (await hook(pathname, req, res)) return true;
    return false;
  };
}
