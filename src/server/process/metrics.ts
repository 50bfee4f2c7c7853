/**
 * Prometheus metrics (prom-client), served at `/metrics` on the operator port. Two registries: the
 * player server's (requests, renders, the page cache, backend calls, the serving revision) in every
 * worker, and the operator surface's (its requests, publishes, refusals, the live revision) where it
 * runs. With workers (WEB_CONCURRENCY, src/server/process/cluster.ts) the supervisor serves the operator port:
 * it asks every worker for its registry over the cluster channel (prom-client's AggregatorRegistry)
 * and adds its own, whose names differ. Other modules' registries (web vitals) are passed as
 * `extraRegistries`.
 */
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What every player server (each worker) measures. */
export const playerRegistry = new Registry();
/** What the operator surface measures, wherever it runs (the supervisor with workers). */
export const operatorRegistry = new Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const playerMetrics = {
  requestDuration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Player requests by route kind, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SECONDS,
    registers: [playerRegistry],
  }),
  renderDuration: new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Server renders of a page (cache misses and background renders), by outcome',
    labelNames: ['outcome'] as const,
    buckets: SECONDS,
    registers: [playerRegistry],
  }),
  pageCacheLookups: new Counter({
    name: 'page_cache_lookups_total',
    help: 'Page cache lookups: hit (fresh), stale (served while re-rendering), shared (joined a render in flight), miss',
    labelNames: ['result'] as const,
    registers: [playerRegistry],
  }),
  backendDuration: new Histogram({
    name: 'backend_call_duration_seconds',
    help: 'Calls to the backend (/api/*) by endpoint and outcome',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: SECONDS,
    registers: [playerRegistry],
  }),
  backendFailures: new Counter({
    name: 'backend_call_failures_total',
    help: 'Backend calls that failed (timeout, connection, 5xx), by endpoint',
    labelNames: ['endpoint', 'reason'] as const,
    registers: [playerRegistry],
  }),
};

const cacheCounts = { hits: 0, lookups: 0 };

/** The share of page requests answered from the cache (hit, stale or shared), since start. */
new Gauge({
  name: 'page_cache_hit_ratio',
  help: 'Share of page cache lookups answered without a render of their own (hit, stale, shared), since start',
  registers: [playerRegistry],
  aggregator: 'average',
  collect() {
    this.set(cacheCounts.lookups === 0 ? 0 : cacheCounts.hits / cacheCounts.lookups);
  },
});

export type CacheResult = 'hit' | 'stale' | 'shared' | 'miss';

export function recordCacheLookup(result: CacheResult): void {
  playerMetrics.pageCacheLookups.inc({ result });
  cacheCounts.lookups++;
  if (result !== 'miss') cacheCounts.hits++;
}

let servingRevision: (() => string) | undefined;

new Gauge({
  name: 'config_serving_revision_info',
  help: 'The config revision this server serves (value 1, the revision as a label)',
  labelNames: ['revision'] as const,
  registers: [playerRegistry],
  aggregator: 'max',
  collect() {
    this.reset();
    if (servingRevision) this.set({ revision: servingRevision() }, 1);
  },
});

/** Tells the metrics where to read the serving revision (the player server's config store). */
export function trackServingRevision(current: () => string): void {
  servingRevision = current;
}

/** Backend endpoints as labels: known-shaped paths only, so random paths cannot grow the label set. */
export function endpointLabel(path: string): string {
  const pathname = path.split('?')[0] ?? '';
  return /^\/api\/[a-z0-9_/-]{1,80}$/i.test(pathname) && pathname.split('/').length <= 6 ? pathname : 'other';
}

export const operatorMetrics = {
  requestDuration: new Histogram({
    name: 'operator_request_duration_seconds',
    help: 'Operator API requests by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SECONDS,
    registers: [operatorRegistry],
  }),
  publishes: new Counter({
    name: 'config_publishes_total',
    help: 'Revisions published through the operator API, by kind (publish, rollback)',
    labelNames: ['kind'] as const,
    registers: [operatorRegistry],
  }),
  refusals: new Counter({
    name: 'config_publish_refusals_total',
    help: 'Publishes and rollbacks refused, by reason (lint, stale, scope, role, approval)',
    labelNames: ['reason'] as const,
    registers: [operatorRegistry],
  }),
  loginFailures: new Counter({
    name: 'operator_login_failures_total',
    help: 'Operator logins refused, by reason (credentials, limited, secondFactor)',
    labelNames: ['reason'] as const,
    registers: [operatorRegistry],
  }),
  liveRevision: new Gauge({
    name: 'config_live_revision_info',
    help: 'The live revision of the config store (value 1, the store id and content id as labels)',
    labelNames: ['revision', 'content'] as const,
    registers: [operatorRegistry],
    aggregator: 'max',
  }),
};

export type OperatorMetrics = typeof operatorMetrics;

export function setLiveRevision(id: string, contentId: string): void {
  operatorMetrics.liveRevision.reset();
  operatorMetrics.liveRevision.set({ revision: id, content: contentId }, 1);
}

let defaultsOn = false;

/**
 * Node's process metrics (CPU, memory, event loop lag, GC), once per process: a player server's in
 * its registry; the supervisor's in the operator registry, prefixed `supervisor_` so they stay apart
 * from the workers' sums.
 */
export function collectProcessMetrics(role: 'player' | 'supervisor'): void {
  if (defaultsOn) return;
  defaultsOn = true;
  if (role === 'player') collectDefaultMetrics({ register: playerRegistry });
  else collectDefaultMetrics({ register: operatorRegistry, prefix: 'supervisor_' });
}

/** In a worker: answer the supervisor's requests for metrics with this registry and any others. */
export function exposeToSupervisor(extraRegistries: readonly Registry[] = []): void {
  // constructing one is what makes prom-client answer the supervisor's requests in a worker
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([playerRegistry, ...extraRegistries]);
}

export interface MetricsText {
  contentType: string;
  body: string;
}

/** One process serving both (npm run dev, tests): its registries merged, with other modules' added. */
export function localMetrics(extraRegistries: readonly Registry[] = []): () => Promise<MetricsText> {
  return async () => {
    const merged = Registry.merge([playerRegistry, operatorRegistry, ...extraRegistries]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  };
}

/** In the supervisor: every worker's metrics summed (averaged for ratios), then the supervisor's own. */
export function clusterMetrics(): () => Promise<MetricsText> {
  const aggregator = new AggregatorRegistry();
  return async () => {
    const workers = await aggregator.clusterMetrics();
    const own = await operatorRegistry.metrics();
    return { contentType: operatorRegistry.contentType, body: `${workers.trimEnd()}\n\n${own}` };
  };
}

/** Times one page render into the render histogram, by what came of it. */
export async function timedRender<T extends { kind: string; status?: number }>(render: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'threw';
  try {
    const value = await render();
    outcome = value.kind === 'page' ? String(value.status ?? 200) : value.kind;
    return value;
  } finally {
    playerMetrics.renderDuration.observe({ outcome }, (performance.now() - started) / 1000);
  }
}
