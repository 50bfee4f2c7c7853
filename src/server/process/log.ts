/**
 * Structured JSON logs (pino) on stdout, one line per record: one access line per request (player
 * and operator), and every server event (`event` field: config.served, worker.died, render.failed…)
 * with its msg and fields. LOG_LEVEL sets the level (info); ACCESS_LOG=0 turns the access lines off
 * (a proxy in front may already write them); LOG_FORMAT=pretty writes one readable line per record
 * instead, for a person at a terminal (src/server/process/log-pretty.ts).
 */
import { isMainThread, threadId } from 'node:worker_threads';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { EventLog } from '../../lib/event-log.ts';
import { prettyLine } from './log-pretty.ts';

/**
 * The main thread writes asynchronously (pino's default; it flushes at exit): a reader slow to drain
 * stdout must not stall the event loop under a flood of access lines. A render thread writes fd 1
 * synchronously: it may be stopped with a line still queued, and it logs only failures.
 */
function destination(env: NodeJS.ProcessEnv): DestinationStream {
  if (env['LOG_FORMAT'] === 'pretty') return { write: (line: string) => void process.stdout.write(prettyLine(line)) };
  return pino.destination({ dest: 1, sync: !isMainThread });
}

export const logger: Logger = pino(
  {
    level: process.env['LOG_LEVEL'] ?? 'info',
    base: isMainThread ? { pid: process.pid } : { pid: process.pid, thread: threadId },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  destination(process.env),
);

/** The server's event door: each event one pino record at its level (info unless it says). */
export function eventLogger(bindings: Record<string, unknown> = {}): EventLog {
  const child = Object.keys(bindings).length > 0 ? logger.child(bindings) : logger;
  return (msg, { level = 'info', ...fields }) => child[level](fields, msg);
}

export const accessLogOn = (env: NodeJS.ProcessEnv) => env['ACCESS_LOG'] !== '0';

export interface AccessRecord {
  surface: 'player' | 'operator';
  reqId: string;
  host: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  cache?: string;
  revision?: string;
  actor?: string;
}

export function logAccess(record: AccessRecord): void {
  logger.info({ type: 'access', ...record });
}
