import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { isRecord } from '../../../schemas/is-record.ts';
import type { VitalsGathered } from '../../../schemas/operator-api.ts';
import { summarise, type SeriesValues } from './aggregate.ts';
import { processVitals } from './endpoint.ts';

/**
 * Field vitals for the operator surface. Each player process keeps its own figures; the supervisor,
 * which serves the operator port, asks every worker for its kept values over the cluster's IPC and
 * pools them (src/server/vitals/aggregate.ts `summarise`), so the p75 is the fleet's, not a worker's.
 */

const REQUEST = 'vitals:values?';
const REPLY = 'vitals:values';
/** A worker that does not answer in this time is left out (and counted as such), never waited on. */
export const WORKER_ANSWER_MS = 2_000;

interface Reply {
  type: typeof REPLY;
  id: string;
  series: SeriesValues[];
}

function isReply(message: unknown, id: string): message is Reply {
  return isRecord(message) && message['type'] === REPLY && message['id'] === id && Array.isArray(message['series']);
}

/** In a cluster worker: answer the supervisor's requests with this process's kept values. */
export function answerVitalsRequests(values: () => SeriesValues[] = () => processVitals.values()): void {
  process.on('message', (message: unknown) => {
    if (!isRecord(message) || message['type'] !== REQUEST || typeof message['id'] !== 'string') return;
    process.send?.({ type: REPLY, id: message['id'], series: values() } satisfies Reply);
  });
}

/** What the supervisor talks to: a cluster worker, or a stand-in in tests. */
export interface VitalsPeer {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

function ask(peer: VitalsPeer, id: string, timeoutMs: number): Promise<SeriesValues[] | undefined> {
  return new Promise((resolve) => {
    const done = (series: SeriesValues[] | undefined) => {
      clearTimeout(timer);
      peer.off('message', onMessage);
      resolve(series);
    };
    const onMessage = (message: unknown) => {
      if (isReply(message, id)) done(message.series);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    peer.on('message', onMessage);
    try {
      peer.send({ type: REQUEST, id });
    } catch {
      // a worker that exited between the listing and the request
      done(undefined);
    }
  });
}

/** In the supervisor: every live worker's figures pooled, and how many answered. */
export function clusterVitals(peers: () => VitalsPeer[] = liveWorkers, timeoutMs = WORKER_ANSWER_MS): () => Promise<VitalsGathered> {
  return async () => {
    const list = peers();
    const id = randomUUID();
    const answers = await Promise.all(list.map((peer) => ask(peer, id, timeoutMs)));
    const answered = answers.filter((a): a is SeriesValues[] => a !== undefined);
    return { series: summarise(answered.flat()), processes: { answered: answered.length, total: list.length } };
  };
}

/** One process serving players and operators (npm run dev, tests): its own figures. */
export function localVitals(): () => Promise<VitalsGathered> {
  return () => Promise.resolve({ series: processVitals.summary(), processes: { answered: 1, total: 1 } });
}

function liveWorkers(): VitalsPeer[] {
  return Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && w.isConnected()) as VitalsPeer[];
}
