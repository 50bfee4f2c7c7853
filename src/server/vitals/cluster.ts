import { askAll, answerQuestion, liveWorkers, WORKER_ANSWER_MS, type Question, type WorkerPeer } from '../process/cluster-ask.ts';
import type { FieldGathered } from '../../../schemas/compliance-seen.ts';
import { summarise, type SeriesValues } from './aggregate.ts';
import { processField } from './endpoint.ts';

/**
 * The field beacon's figures for the operator surface (field vitals and compliance seen). Each player
 * process keeps its own; the supervisor, which serves the operator port, asks every worker for its
 * kept values over the cluster's IPC and pools them (./aggregate.ts `summarise`), so a p75 is the
 * server's, not a worker's. One server's workers only: each server of a fleet answers for its own players.
 */

const VALUES: Question<SeriesValues[]> = {
  request: 'field:values?',
  reply: 'field:values',
  read: (message) => (Array.isArray(message['payload']) ? (message['payload'] as SeriesValues[]) : undefined),
};

/** In a cluster worker: answer the supervisor's requests with this process's kept values. */
export function answerFieldRequests(values: () => SeriesValues[] = () => processField.values()): void {
  answerQuestion(VALUES, values);
}

/** In the supervisor: every live worker's figures pooled, and how many answered. */
export function clusterField(peers: () => WorkerPeer[] = liveWorkers, timeoutMs = WORKER_ANSWER_MS): () => Promise<FieldGathered> {
  return async () => {
    const list = peers();
    const answered = (await askAll(list, VALUES, timeoutMs)).filter((a): a is SeriesValues[] => a !== undefined);
    return { ...summarise(answered.flat()), processes: { answered: answered.length, total: list.length } };
  };
}

/** One process serving players and operators (npm run dev, tests): its own figures. */
export function localField(): () => Promise<FieldGathered> {
  return () => Promise.resolve({ ...summarise(processField.values()), processes: { answered: 1, total: 1 } });
}
