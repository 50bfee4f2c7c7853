/**
 * Structured JSON logs (pino) on stdout: one access line per request (player and operator), and the
 * server's one-line reports (`log(line)` callers) as `msg`. LOG_LEVEL sets the level (info);
 * ACCESS_LOG=0 turns the access lines off (a proxy in front may already write them).
 */
import { pino, type Logger } from 'pino';

export const logger: Logger = pino({
  level: process.env['LOG_LEVEL'] ?? 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** The `log(line)` callers' door: their lines as pino records at `level`. */
export function lineLogger(level: 'info' | 'warn' | 'error' = 'info', bindings: Record<string, unknown> = {}): (line: string) => void {
  const child = Object.keys(bindings).length > 0 ? logger.child(bindings) : logger;
  return (line) => child[level](line);
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
