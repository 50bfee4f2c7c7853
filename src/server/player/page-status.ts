/** Seconds a client (or crawler, or CDN) should wait before asking again for a degraded page. */
export const DEGRADED_RETRY_AFTER_S = 30;

/**
 * The HTTP status of a rendered page: 500 when rendering failed; 503 when it rendered but degraded
 * (the site is not ready or a widget's data did not arrive), so crawlers and caches do not keep it;
 * else what the router decided (200, 404…).
 */
export function pageStatus(routerStatus: number, renderFailed: boolean, fullyLoaded: boolean): number {
  if (renderFailed) return 500;
  if (routerStatus === 200 && !fullyLoaded) return 503;
  return routerStatus;
}
