import { askAll, answerQuestion, liveWorkers, WORKER_ANSWER_MS, type Question, type WorkerPeer } from '../process/cluster-ask.ts';
import type { VitalsGathered } from '../../../schemas/operator-api.ts';
import { summarise, type SeriesValues } from './aggregate.ts';
import { processVitals } from './endpoint.ts';

/**
 * Field vitals for the operator surface. Each player process keeps its own figures; the supervisor,
 * which serves the operator port, asks every worker for its kept values over the cluster's IPC and
 * pools them (src/server/vitals/aggregate.ts `summarise`), so the p75 is the fleet's, not a worker's.
 */

const VALUES: Question<SeriesValues[]> = {
  request: 'vitals:values?',
  reply: 'vitals:values',
  read: (message) => (Array.isArray(message['payload']) ? (message['payload'] as SeriesValues[]) : undefined),
};

/** In a cluster worker: answer the supervisor's requests with this process's kept values. */
export function answerVitalsRequests(values: () => SeriesValues[] = () => processVitals.values()): void {
  answerQuestion(VALUES, values);
}

export type VitalsPeer = WorkerPeer;

/** In the supervisor: every live worker's figures pooled, and how many answered. */
export function clusterVitals(peers: () => WorkerPeer[] = liveWorkers, timeoutMs = WORKER_ANSWER_MS): () => Promise<VitalsGathered> {
  return async () => {
    const list = peers();
    const answered = (await askAll(list, VALUES, timeoutMs)).filter((a): a is SeriesValues[] => a !== undefined);
    return { series: summarise(answered.flat()), processes: { answered: answered.length, total: list.length } };
  };
}

/** One process serving players and operators (npm run dev, tests): its own figures. */
export function localVitals(): () => Promise<VitalsGathered> {
  return () => Promise.resolve({ series: processVitals.summary(), processes: { answered: 1, total: 1 } });
}
