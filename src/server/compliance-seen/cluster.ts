import { askAll, answerQuestion, liveWorkers, WORKER_ANSWER_MS, type Question, type WorkerPeer } from '../process/cluster-ask.ts';
import type { ComplianceSeenGathered, ComplianceSeenSeries } from '../../../schemas/compliance-seen.ts';
import { sumSeries } from './aggregate.ts';
import { processComplianceSeen } from './endpoint.ts';

/**
 * Compliance seen for the operator surface, gathered as the field vitals are (src/server/vitals/cluster.ts):
 * each player process keeps its own counts; the supervisor asks every worker over the cluster's IPC
 * and sums them. One server's workers only: each server of a fleet answers for its own players.
 */

const COUNTS: Question<ComplianceSeenSeries[]> = {
  request: 'compliance-seen:values?',
  reply: 'compliance-seen:values',
  read: (message) => (Array.isArray(message['payload']) ? (message['payload'] as ComplianceSeenSeries[]) : undefined),
};

/** In a cluster worker: answer the supervisor's requests with this process's counts. */
export function answerComplianceSeenRequests(values: () => ComplianceSeenSeries[] = () => processComplianceSeen.values()): void {
  answerQuestion(COUNTS, values);
}

/** In the supervisor: every live worker's counts summed, and how many answered. */
export function clusterComplianceSeen(peers: () => WorkerPeer[] = liveWorkers, timeoutMs = WORKER_ANSWER_MS): () => Promise<ComplianceSeenGathered> {
  return async () => {
    const list = peers();
    const answered = (await askAll(list, COUNTS, timeoutMs)).filter((a): a is ComplianceSeenSeries[] => a !== undefined);
    return { series: sumSeries(answered.flat()), processes: { answered: answered.length, total: list.length } };
  };
}

/** One process serving players and operators (npm run dev): its own counts. */
export function localComplianceSeen(): () => Promise<ComplianceSeenGathered> {
  return () => Promise.resolve({ series: processComplianceSeen.values(), processes: { answered: 1, total: 1 } });
}
