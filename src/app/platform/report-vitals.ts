import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Where the figures go: the front server's endpoint (src/server/vitals/endpoint.ts). */
export const VITALS_ENDPOINT = '/__vitals';

type Name = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/**
 * Reports this page view's LCP, INP, CLS and TTFB to the front server, one beacon each time the page
 * is hidden (the moment web-vitals settles INP and CLS, and the last moment a page is sure to run).
 * Only the route pattern and the figures are sent: the server knows the site from the Host and the
 * device class from the User-Agent. Loaded after idle, for the sampled share of page views.
 */
export function reportVitals(page: () => string, send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body)): void {
  const queue = new Map<Name, number>();
  const add = (metric: Metric) => {
    queue.set(metric.name as Name, metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value));
  };
  const flush = () => {
    if (queue.size === 0) return;
    const body = JSON.stringify({ page: page(), metrics: [...queue].map(([name, value]) => ({ name, value })) });
    queue.clear();
    send(VITALS_ENDPOINT, body);
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
