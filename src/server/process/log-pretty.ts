/**
 * LOG_FORMAT=pretty: a pino record as one line a person reads at a terminal (time, level, event or
 * access facts, msg), and an error's stack under it. Production keeps the JSON: this is for eyes.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

type LogRecord = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function what(record: LogRecord): string {
  if (record['type'] === 'access') {
    const { method, route, status, durationMs, host } = record;
    return `access ${text(method)} ${text(host)} ${text(route)} ${text(status)} ${text(durationMs)} ms`;
  }
  return text(record['event'] ?? '-');
}

/** One JSON line from pino in, one readable line (or a few, with a stack) out; a line that is not JSON passes as it is. */
export function prettyLine(line: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line;
  }
  const time = typeof record['time'] === 'string' ? record['time'].slice(11, 23) : '';
  const level = (LEVELS[Number(record['level'])] ?? String(record['level'])).padEnd(5);
  const msg = typeof record['msg'] === 'string' ? ` ${record['msg']}` : '';
  const err = record['err'] as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === 'string' ? `\n${err.stack}` : '';
  return `${time} ${level} ${what(record)}${msg}${stack}\n`;
}
