/**
 * A server's output as its log records: one JSON object per line (src/server/process/log.ts). The tests
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

/**
 * The first record of `event` that `matches`, once the server has written it: its log is written
 * asynchronously, so the line may follow the answer that shows its effect by a moment.
 */
export async function nextEvent(output: () => string, event: string, matches: (record: LogRecord) => boolean = () => true, ms = 5_000): Promise<LogRecord> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = logEvents(output(), event).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${event} event within ${ms} ms:\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
