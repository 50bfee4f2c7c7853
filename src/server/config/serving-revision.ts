import { answerQuestion, askAll, liveWorkers, type Question, type WorkerPeer } from '../process/cluster-ask.ts';

/**
 * Which live revision each player process serves. A publish reaches every process within 2 s
 * (src/server/config/configs.ts followLive); the demo's site pointer waits for it, so a site pointed at a
 * template just published never answers "This site is not set up yet" in between.
 */

/** Each process's serving revision id; undefined: it did not answer (or serves no store revision). */
export type ServingRevisions = () => Promise<(string | undefined)[]>;

const SERVING: Question<string | null> = {
  request: 'config:serving?',
  reply: 'config:serving',
  read: (message) => (typeof message['payload'] === 'string' || message['payload'] === null ? message['payload'] : undefined),
};

/** In a cluster worker: answer the supervisor with the revision this process serves. */
export function answerServingRequests(current: () => string | undefined): void {
  answerQuestion(SERVING, () => current() ?? null);
}

/** In the supervisor: every live worker's serving revision, asked at once (a short wait: the caller asks again). */
export function clusterServing(peers: () => WorkerPeer[] = liveWorkers, timeoutMs = 1_000): ServingRevisions {
  return async () => (await askAll(peers(), SERVING, timeoutMs)).map((r) => r ?? undefined);
}

/** One process serving players and operators (npm run dev): its own revision. */
export function localServing(current: () => string | undefined): ServingRevisions {
  return () => Promise.resolve([current()]);
}

export interface Served {
  /** every process serves `id` */
  all: boolean;
  /** how many do, of how many processes */
  serving: number;
  total: number;
}

/** Asks until every process serves `id`, or `timeoutMs` has passed (then says how many do). */
export async function untilServed(
  revisions: ServingRevisions,
  id: string,
  options: { timeoutMs?: number; everyMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<Served> {
  const { timeoutMs = 3_000, everyMs = 100, now = Date.now } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((ok) => setTimeout(ok, ms)));
  const deadline = now() + timeoutMs;
  for (;;) {
    const answers = await revisions();
    const serving = answers.filter((r) => r === id).length;
    const served = { all: serving === answers.length, serving, total: answers.length };
    if (served.all || now() >= deadline) return served;
    await sleep(everyMs);
  }
}
