/**
 * A render thread (src/server/player/render-pool.ts): loads the SSR bundle and renders the pages the main
 * thread asks for, so a render's CPU never runs on the event loop that answers everything else.
 * The loaders' backend calls go back to the main thread's transport over the port: one backend (the
 * embedded demo backend lives in the main thread), one proxy timeout, one place that knows BACKEND_URL.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderOptions, ServerRenderer, ServerRenderOptions } from '../../app/entry-server.tsx';
import type { Transport } from '../../api/http.ts';
import type { ConfigSet } from '../../config/config-set.ts';
import { eventLogger, logger } from '../process/log.ts';
import { consoleToLog } from '../process/process-log.ts';
import { nonceSlot, preparePage, type PreparedPage } from './prepared-page.ts';
import { fromWire, type FromWorker, type RenderWorkerData, type ToWorker } from './render-protocol.ts';
import { createThreadSets } from './thread-sets.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (src/server/player/render-pool.ts)');
const port = parentPort;
// the SSR bundle's console lines (a widget that failed) join the server's JSON log
consoleToLog(eventLogger());
const data = workerData as RenderWorkerData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const calls = new Map<number, { ok: (r: Response) => void; fail: (e: Error) => void }>();
let nextCall = 0;

const transport: Transport = async (path, init) => {
  const id = nextCall++;
  const signal = init.signal;
  signal?.throwIfAborted();
  const body = init.body == null ? null : await new Response(init.body).arrayBuffer();
  return new Promise<Response>((ok, fail) => {
    const onAbort = () => {
      calls.delete(id);
      send({ type: 'abort', id });
      fail(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    calls.set(id, {
      ok: (r) => (done(), ok(r)),
      fail: (e) => (done(), fail(e)),
    });
    send({ type: 'fetch', id, path, method: init.method ?? 'GET', headers: [...new Headers(init.headers)], body }, body ? [body] : []);
  });
};

/**
 * The main thread answers cache hits, static files and /api in well under a millisecond each: when
 * the cores are all busy, the kernel should run it before a render. On Linux a thread has its own
 * nice value (its id is in /proc/thread-self); elsewhere the thread keeps the process's priority.
 */
const RENDER_NICE = 10;
function yieldToMainThread(): void {
  let tid: number;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, RENDER_NICE);
}
yieldToMainThread();

const mod = (await import(data.entry)) as { createServerRenderer(o: ServerRenderOptions): ServerRenderer };
const renderer = mod.createServerRenderer({ ...data.renderer, transport });
/** the config sets this thread was given */
const sets = createThreadSets();

async function render(request: Request, set: ConfigSet, options?: RenderOptions): Promise<PreparedPage> {
  const slot = nonceSlot();
  try {
    return preparePage(await renderer.render(request, set, slot, options), slot);
  } catch (error) {
    logger.error({ event: 'render.failed', url: request.url, revision: set.revision, err: error }, 'SSR failed');
    return { kind: 'error' };
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') {
    const set = sets.use(message.revision, message.set);
    const page = set ? render(fromWire(message.request), set, message.options) : Promise.resolve<PreparedPage>({ kind: 'error' });
    // the page's buffers are copied, not transferred: small ones share Node's buffer pool
    void page.then((p) => send({ type: 'rendered', id: message.id, page: p }));
    return;
  }
  const call = calls.get(message.id);
  if (!call) return;
  calls.delete(message.id);
  if (message.type === 'fetched') {
    const nobody = message.status === 204 || message.status === 304;
    call.ok(new Response(nobody ? null : message.body, { status: message.status, statusText: message.statusText, headers: message.headers }));
  } else {
    const error = new Error(message.message);
    error.name = message.name;
    call.fail(error);
  }
});

send({ type: 'ready', queryKeys: [...renderer.queryKeys], cookieNames: [...renderer.cookieNames] });
