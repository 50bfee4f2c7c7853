/**
 * RENDER_THREADS render threads (node:worker_threads, src/server/player/render-worker.ts): React renders a
 * fully loaded page in one synchronous pass of 20–50 ms, so on the main thread every render would
 * hold every other response (cache hits, static files, /api, /healthz) for that long. The main thread
 * keeps the socket, the page cache and the backend; a thread renders and sends back the prepared page.
 * A thread that dies is replaced and the requests it held are answered 500, never left hanging.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Transport } from '../../api/http.ts';
import type { EventLog } from '../../lib/event-log.ts';
import type { ConfigSet } from '../../config/config-set.ts';
import type { PageSource } from './page-responder.ts';
import type { PreparedPage } from './prepared-page.ts';
import { toWire, useSet, type FromWorker, type RenderWorkerData, type ToWorker } from './render-protocol.ts';
import type { RenderOptions } from '../../app/entry-server.tsx';

/** How long a thread that died before it was ready waits to be started again (a broken build must not spin). */
const RETRY_MS = 1_000;

/**
 * A render still running after this long is stuck (its loaders give up after 5 s each): its thread is
 * stopped and replaced, and every request it held is answered 500 rather than left hanging.
 */
export const RENDER_TIMEOUT_MS = 30_000;

/**
 * RENDER_THREADS if set; else the cores this process may use: all of them, shared out between the
 * WEB_CONCURRENCY processes of a cluster (at least one each).
 */
export function renderThreadCount(env: NodeJS.ProcessEnv, processes: number, cores: number = availableParallelism()): number {
  const raw = env['RENDER_THREADS']?.trim();
  if (raw === undefined || raw === '') return Math.max(1, Math.floor(cores / processes));
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`RENDER_THREADS must be a whole number of threads (1 or more), got ${JSON.stringify(raw)}`);
  return Number(raw);
}

export interface RenderPoolOptions {
  size: number;
  /** the thread's script (the build's dist/node/render-worker.js) */
  worker: URL;
  workerData: RenderWorkerData;
  /** where the loaders' backend calls go */
  transport: Transport;
  log: EventLog;
  /** default RENDER_TIMEOUT_MS */
  renderTimeoutMs?: number;
}

export interface RenderPool extends PageSource {
  /** threads alive and ready now */
  ready(): number;
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  /** the revisions whose config sets this thread holds, least recently used first (its own list, mirrored) */
  held: string[];
  renders: Map<number, (page: PreparedPage) => void>;
  calls: Map<number, AbortController>;
}

/** Starts `size` render threads; resolves once all are ready, rejects if one fails to start. */
export function createRenderPool(options: RenderPoolOptions): Promise<RenderPool> {
  const threads = new Set<Thread>();
  const waiting: (() => void)[] = [];
  let nextRender = 0;
  let closing = false;
  let queryKeys: ReadonlySet<string> = new Set();
  let cookieNames: ReadonlySet<string> = new Set();
  const timeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;

  return new Promise((started, failedToStart) => {
    let starting = true;
    let readyCount = 0;

    const spawn = () => {
      const thread: Thread = {
        worker: new Worker(options.worker, { workerData: options.workerData }),
        ready: false,
        held: [],
        renders: new Map(),
        calls: new Map(),
      };
      threads.add(thread);
      // a thread that has exited reports -1: keep the id it ran under for the log
      const threadId = thread.worker.threadId;
      const post = (message: ToWorker, transfer: ArrayBuffer[] = []) => thread.worker.postMessage(message, transfer);

      thread.worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            thread.ready = true;
            queryKeys = new Set(message.queryKeys);
            cookieNames = new Set(message.cookieNames);
            waiting.splice(0).forEach((wake) => wake());
            if (starting && ++readyCount === options.size) {
              starting = false;
              started(pool);
            }
            return;
          case 'rendered':
            thread.renders.get(message.id)?.(message.page);
            thread.renders.delete(message.id);
            return;
          case 'abort':
            thread.calls.get(message.id)?.abort();
            thread.calls.delete(message.id);
            return;
          case 'fetch': {
            const controller = new AbortController();
            thread.calls.set(message.id, controller);
            const init = { method: message.method, headers: message.headers, body: message.body ?? undefined, signal: controller.signal };
            options
              .transport(message.path, init)
              .then(async (response) => {
                const body = await response.arrayBuffer();
                if (!thread.calls.delete(message.id)) return;
                post({ type: 'fetched', id: message.id, status: response.status, statusText: response.statusText, headers: [...response.headers], body }, [
                  body,
                ]);
              })
              .catch((error: unknown) => {
                if (!thread.calls.delete(message.id)) return;
                const { name, message: text } = error instanceof Error ? error : { name: 'Error', message: String(error) };
                post({ type: 'fetch-failed', id: message.id, name, message: text });
              });
            return;
          }
        }
      });
      let failure = '';
      thread.worker.on('error', (error) => {
        failure = error.stack ?? error.message;
        options.log(`render thread ${threadId} failed: ${error.message}`, { event: 'renderThread.failed', level: 'error', thread: threadId, err: error });
      });
      thread.worker.on('exit', (code) => {
        threads.delete(thread);
        for (const controller of thread.calls.values()) controller.abort();
        // the pages it held: answered as a page that could not render
        for (const resolve of thread.renders.values()) resolve({ kind: 'error' });
        if (closing) return;
        if (starting) {
          starting = false;
          closing = true;
          for (const other of threads) void other.worker.terminate();
          failedToStart(new Error(`a render thread exited (code ${code}) before it was ready${failure ? `: ${failure}` : ''}`));
          return;
        }
        options.log(`render thread ${threadId} exited (code ${code}); starting a new one`, {
          event: 'renderThread.exited',
          level: 'warn',
          thread: threadId,
          code,
        });
        if (thread.ready) spawn();
        else setTimeout(() => closing || spawn(), RETRY_MS).unref();
      });
    };

    /** the ready thread with the fewest renders in flight */
    const idlest = (): Thread | undefined => {
      let best: Thread | undefined;
      for (const t of threads) if (t.ready && (!best || t.renders.size < best.renders.size)) best = t;
      return best;
    };
    /** waits while no thread is ready (all of them being replaced) */
    async function nextReady(): Promise<Thread> {
      for (;;) {
        if (closing) throw new Error('the render pool is closed');
        await new Promise<void>((wake) => waiting.push(wake));
        const thread = idlest();
        if (thread) return thread;
      }
    }

    const pool: RenderPool = {
      get queryKeys() {
        return queryKeys;
      },
      get cookieNames() {
        return cookieNames;
      },
      async render(request: Request, set: ConfigSet, renderOptions?: RenderOptions): Promise<PreparedPage> {
        // chosen and counted in the same turn, so concurrent renders spread over the threads
        const thread = idlest() ?? (await nextReady());
        const id = nextRender++;
        const fresh = useSet(thread.held, set.revision);
        return new Promise<PreparedPage>((resolve) => {
          const stuck = setTimeout(() => {
            options.log(`render thread ${thread.worker.threadId}: ${request.url} still rendering after ${timeoutMs} ms; stopping the thread`, {
              event: 'render.timedOut',
              level: 'error',
              thread: thread.worker.threadId,
              url: request.url,
              timeoutMs,
            });
            void thread.worker.terminate();
          }, timeoutMs);
          thread.renders.set(id, (page) => {
            clearTimeout(stuck);
            resolve(page);
          });
          thread.worker.postMessage({
            type: 'render',
            id,
            request: toWire(request),
            revision: set.revision,
            ...(fresh ? { set } : {}),
            ...(renderOptions ? { options: renderOptions } : {}),
          } satisfies ToWorker);
        });
      },
      ready: () => [...threads].filter((t) => t.ready).length,
      async close() {
        closing = true;
        waiting.splice(0).forEach((wake) => wake());
        await Promise.all([...threads].map((t) => t.worker.terminate()));
      },
    };

    for (let i = 0; i < options.size; i++) spawn();
  });
}
