import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { isRecord } from '../../../schemas/is-record.ts';

/**
 * The supervisor asking every player process one question over the cluster's IPC (field vitals,
 * the revision each serves): one request per worker with an id, the answers that come back within
 * the time, and a worker that does not answer left out and counted, never waited on.
 */

/** A worker that does not answer in this time is left out. */
export const WORKER_ANSWER_MS = 2_000;

/** What the supervisor talks to: a cluster worker, or a stand-in in tests. */
export interface WorkerPeer {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** One question: the message types asked and answered, and how an answer's payload is read (undefined: not one). */
export interface Question<T> {
  request: string;
  reply: string;
  read(message: Record<string, unknown>): T | undefined;
}

/** In a cluster worker: answer the supervisor's `question` with `answer()`'s payload (under the key `payload`). */
export function answerQuestion(question: Pick<Question<unknown>, 'request' | 'reply'>, answer: () => unknown): void {
  process.on('message', (message: unknown) => {
    if (!isRecord(message) || message['type'] !== question.request || typeof message['id'] !== 'string') return;
    process.send?.({ type: question.reply, id: message['id'], payload: answer() });
  });
}

function ask<T>(peer: WorkerPeer, question: Question<T>, id: string, timeoutMs: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const done = (value: T | undefined) => {
      clearTimeout(timer);
      peer.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      if (!isRecord(message) || message['type'] !== question.reply || message['id'] !== id) return;
      const value = question.read(message);
      if (value !== undefined) done(value);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    peer.on('message', onMessage);
    try {
      peer.send({ type: question.request, id });
    } catch {
      // a worker that exited between the listing and the request
      done(undefined);
    }
  });
}

/** Every peer's answer (undefined for one that did not answer in time), in the peers' order. */
export async function askAll<T>(peers: WorkerPeer[], question: Question<T>, timeoutMs = WORKER_ANSWER_MS): Promise<(T | undefined)[]> {
  const id = randomUUID();
  return Promise.all(peers.map((peer) => ask(peer, question, id, timeoutMs)));
}

export function liveWorkers(): WorkerPeer[] {
  return Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && w.isConnected()) as WorkerPeer[];
}
