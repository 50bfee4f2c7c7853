/**
 * A server's output as its log records: one JSON object per line (src/server/log.ts). The tests
 * find an event by its name and fields, not by grepping its text. A line that is not JSON (a chunk
 * not yet whole) is left out here; tests/chaos/json-logs.test.ts is the one that fails on it.
 */
export type LogRecord = Record<string, unknown>;

export function logRecords(output: string): LogRecord[] {
  const records: LogRecord[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      records.push(JSON.parse(line) as LogRecord);
    } catch {
      // the last line, still being written
    }
  }
  return records;
}

/** The records of one event, in the order they were written. */
export const logEvents = (output: string, event: string): LogRecord[] => logRecords(output).filter((record) => record['event'] === event);
