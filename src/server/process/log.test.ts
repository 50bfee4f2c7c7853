import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../engine/project/repo.ts';

/** What a process that logs one event and one failure writes on stdout, with LOG_FORMAT as given. */
function written(format: string): string {
  const script = [
    `import { eventLogger } from ${JSON.stringify(join(REPO_ROOT, 'src/server/process/log.ts'))};`,
    'const log = eventLogger();',
    "log('config: serving abc (published r1)', { event: 'config.served', revision: 'abc' });",
    "log('Request failed: GET /x: boom', { event: 'request.failed', level: 'error', err: new Error('boom') });",
  ].join('\n');
  const run = spawnSync(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_FORMAT: format, LOG_LEVEL: 'info' },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('the server log', () => {
  it('writes each event as one JSON line: level, time, pid, event, its fields, msg; an error with its stack', () => {
    const [served, failed, rest] = written('').split('\n');
    expect(JSON.parse(served!)).toMatchObject({ level: 30, time: expect.any(String), pid: expect.any(Number), event: 'config.served', revision: 'abc' });
    expect(JSON.parse(failed!)).toMatchObject({
      level: 50,
      event: 'request.failed',
      err: { type: 'Error', message: 'boom', stack: expect.stringContaining('Error: boom') },
    });
    expect(rest).toBe('');
  }, 30_000);

  it('LOG_FORMAT=pretty writes one readable line per event instead', () => {
    const lines = written('pretty').split('\n');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}config\.served config: serving abc \(published r1\)$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} ERROR request\.failed Request failed: GET \/x: boom$/);
    expect(lines[2]).toBe('Error: boom');
  }, 30_000);
});
