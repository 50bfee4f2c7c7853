/**
 * WEB_CONCURRENCY workers (node:cluster) behind one port, one at least: the primary is the product's
 * own supervisor, so a worker that dies is replaced even when it is the only one. The primary forks,
 * watches and relays signals, and is the one process that imports a watched CONFIG_DIR into the
 * config store (src/server/cli.ts); every worker is a whole server (src/server/process/start.ts) following
 * the store's live revision, sharing nothing else with the others but, with the embedded demo
 * backend and several workers, that backend: it
 * then runs once in the primary on a loopback port, so its SQLite file and its in-memory brute-force
 * counters stay one. A single worker keeps it in-process.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { EventLog } from '../../lib/event-log.ts';
import { loopbackDemoBackend } from '../proxy/backend.ts';

/** How a worker that keeps dying is told from one that died once: at most this many restarts per window. */
export const RESTARTS = { max: 5, windowMs: 60_000 } as const;

/** How long a stopping worker may finish the requests it has before it is killed. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * WEB_CONCURRENCY if set; else one worker per core behind BACKEND_URL, and one process with the
 * embedded demo backend (a demo needs no more, and one process keeps it in-process).
 */
export function workerCount(env: NodeJS.ProcessEnv, cores: number = availableParallelism()): number {
  const raw = env['WEB_CONCURRENCY']?.trim();
  if (raw === undefined || raw === '') return env['BACKEND_URL'] ? cores : 1;
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`WEB_CONCURRENCY must be a whole number of workers (1 or more), got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** Restarts allowed by a sliding window: `allow(now)` is false once `max` fell within `windowMs`. */
export function restartBudget(max: number, windowMs: number) {
  const times: number[] = [];
  return function allow(now: number): boolean {
    while (times.length > 0 && now - times[0]! >= windowMs) times.shift();
    if (times.length >= max) return false;
    times.push(now);
    return true;
  };
}

export interface PrimaryOptions {
  workers: number;
  /** the worker's script (this build's cli.js) */
  exec: string;
  env: NodeJS.ProcessEnv;
  log: EventLog;
  /** printed once every worker listens */
  ready: (backendKind: string) => void;
  /** a worker was forked: the primary tells it what it knows (the watched directory's last outcomes) */
  forked?: (worker: Worker) => void;
  /** SIGHUP, before it is forwarded: the primary imports the watched directory first */
  hangup?: () => Promise<void>;
  /** the primary stops: closes what it opened (the config store) */
  stopped?: () => void;
}

/**
 * Forks `workers` servers and keeps them: a worker that dies is replaced (bounded by RESTARTS; past
 * that the primary stops, for its supervisor to act); a worker that dies before it ever listened is
 * a startup failure (a refused config, a taken port) and stops everything with its exit code.
 * SIGHUP imports the watched CONFIG_DIR (hangup), then is forwarded (each worker re-reads the live
 * revision); SIGTERM/SIGINT stop the workers gracefully.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { workers, env, log } = options;
  const demo = env['BACKEND_URL'] || workers === 1 ? undefined : await loopbackDemoBackend(log);
  const workerEnv = { ...(demo ? { BACKEND_URL: demo.url } : {}), CLUSTER_WORKER: '1' };
  const backendKind = demo ? 'embedded demo backend, in the primary' : env['BACKEND_URL'] ? `proxy to ${env['BACKEND_URL']}` : 'embedded demo backend';
  cluster.setupPrimary({ exec: options.exec });

  const listened = new WeakSet<Worker>();
  const allow = restartBudget(RESTARTS.max, RESTARTS.windowMs);
  let stopping = false;
  let announced = false;

  const finish = (code: number) => {
    demo?.close();
    options.stopped?.();
    process.exit(code);
  };
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    if (alive.length === 0) finish(code);
    let left = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        if (--left === 0) finish(code);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
  };

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    if (options.forked) worker.once('online', () => options.forked?.(worker));
    worker.once('listening', () => {
      listened.add(worker);
      const listening = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && listened.has(w)).length;
      if (!announced && listening === workers) {
        announced = true;
        options.ready(backendKind);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // `pid` is the supervisor's own (every line has it): the worker's is `workerPid`
    const facts = { workerPid: worker.process.pid, code, signal };
    if (!listened.has(worker)) {
      log(`Worker ${worker.process.pid} failed to start (${how}); stopping.`, { event: 'worker.failedToStart', level: 'error', ...facts });
      stopAll(code || 1);
      return;
    }
    if (!allow(Date.now())) {
      log(`Worker ${worker.process.pid} died (${how}); more than ${RESTARTS.max} restarts in ${RESTARTS.windowMs / 1000} s, stopping.`, {
        event: 'worker.died',
        level: 'error',
        ...facts,
        restarting: false,
      });
      stopAll(1);
      return;
    }
    log(`Worker ${worker.process.pid} died (${how}); starting a new one.`, { event: 'worker.died', level: 'error', ...facts, restarting: true });
    const next = fork();
    log(`Worker ${next.process.pid} started in place of ${worker.process.pid}.`, {
      event: 'worker.restarted',
      workerPid: next.process.pid,
      replaces: worker.process.pid,
    });
  });

  process.on('SIGHUP', () => {
    void (options.hangup?.() ?? Promise.resolve()).finally(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGHUP');
    });
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < workers; i++) fork();
}
