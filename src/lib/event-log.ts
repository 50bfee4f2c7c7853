/**
 * How a server part reports what happened: a readable `msg` and the event's fields. The fields are
 * what a log query filters on (`event`, a revision, a pid); the msg is what a person reads. The
 * server writes both as one JSON line (src/server/process/log.ts); a test may keep the msg alone.
 */
export interface LogFields {
  /** dotted name of what happened: `config.served`, `worker.died`, `render.failed` */
  event: string;
  /** info unless said */
  level?: 'info' | 'warn' | 'error';
  /** an Error, serialised with its stack by the logger */
  err?: unknown;
  [field: string]: unknown;
}

export type EventLog = (msg: string, fields: LogFields) => void;

/** An error's one-line description, for a msg (the `err` field carries the stack). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
