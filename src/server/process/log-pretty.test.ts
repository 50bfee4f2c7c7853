import { describe, expect, it } from 'vitest';
import { prettyLine } from './log-pretty.ts';

describe('LOG_FORMAT=pretty', () => {
  it('writes an event as time, level, event and msg on one line', () => {
    const line = JSON.stringify({
      level: 40,
      time: '2026-12-06T07:01:02.345Z',
      pid: 7,
      event: 'worker.died',
      workerPid: 9,
      msg: 'Worker 9 died (signal SIGKILL)',
    });
    expect(prettyLine(line)).toBe('07:01:02.345 WARN  worker.died Worker 9 died (signal SIGKILL)\n');
  });

  it('writes an access line by its method, host, route, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: '2026-12-06T07:01:02.345Z',
      type: 'access',
      method: 'GET',
      host: 'casino1.localhost',
      route: 'page',
      status: 200,
      durationMs: 12,
    });
    expect(prettyLine(line)).toBe('07:01:02.345 INFO  access GET casino1.localhost page 200 12 ms\n');
  });

  it("puts an error's stack under its line", () => {
    const line = JSON.stringify({
      level: 50,
      time: '2026-12-06T07:01:02.345Z',
      event: 'render.failed',
      msg: 'SSR failed',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at render' },
    });
    expect(prettyLine(line)).toBe('07:01:02.345 ERROR render.failed SSR failed\nError: boom\n    at render\n');
  });

  it('passes a line that is not JSON as it is', () => {
    expect(prettyLine('not json\n')).toBe('not json\n');
  });
});
