import { resolve } from 'node:path';
import { errorText, type EventLog } from '../../lib/event-log.ts';
import { collectProcessMetrics, type MetricsText } from '../process/metrics.ts';
import { openOperatorStore } from '../../../engine/store/open-for-operators.ts';
import { studioProjectFrom } from './studio-tools.ts';
import type { ServingRevisions } from '../config/serving-revision.ts';
import type { FieldGathered } from '../../../schemas/compliance-seen.ts';
import { operatorPortFrom } from './port.ts';
import { startOperatorSurface, type OperatorSurface } from './surface.ts';

/**
 * The operator surface as `npm start` and `npm run dev` run it: its store from the environment, its
 * port and host, and one line saying where it listens or why it does not.
 */
export async function startOperatorFromEnv(options: {
  root: string;
  env: NodeJS.ProcessEnv;
  metrics: () => Promise<MetricsText>;
  /** the field beacon's figures (vitals, compliance seen): every worker's pooled (the supervisor), or this process's */
  field: () => Promise<FieldGathered>;
  /** the revision each player process serves: every worker's (the supervisor), or this process's */
  serving: ServingRevisions;
  /** the supervisor keeps its process metrics apart from the workers' */
  role: 'supervisor' | 'player';
  log: EventLog;
}): Promise<OperatorSurface | undefined> {
  const { env, log } = options;
  if (operatorPortFrom(env) === undefined) return undefined;
  collectProcessMetrics(options.role);
  let store: Awaited<ReturnType<typeof openOperatorStore>>;
  try {
    store = await openOperatorStore(env, options.root, log);
  } catch (error) {
    // the operator surface failing is no reason to stop serving players
    log(`Operator API off: the config store did not open (${errorText(error)})`, { event: 'operator.off', level: 'error', err: error });
    return undefined;
  }
  const dist = resolve(options.root, env['DIST_DIR'] ?? 'dist');
  const project = studioProjectFrom(env, options.root);
  const surface = await startOperatorSurface({
    env,
    store,
    metrics: options.metrics,
    field: options.field,
    serving: options.serving,
    log,
    dist,
    project,
  });
  if (surface)
    log(`Operator API on ${surface.url} (store: ${store.backend.location})`, { event: 'operator.listening', url: surface.url, store: store.backend.location });
  return surface;
}
