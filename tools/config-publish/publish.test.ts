import { describe, expect, it } from 'vitest';
import { formatProblems, parseArgs, runPublish, type PublishIo } from './publish.ts';

const problem = {
  ruleId: 'schema',
  severity: 'error' as const,
  file: 'templates/casino1.json',
  line: 6,
  column: 3,
  pointer: '/labell',
  message: '"labell" is not allowed here',
};

function harness(answers: Record<string, { status: number; body: unknown }>) {
  const out: string[] = [];
  const err: string[] = [];
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const io: PublishIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFiles: () => ({ 'routes.json': '{}' }),
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const path = new URL(url).pathname;
      const answer = answers[path];
      if (!answer) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  };
  return { io, out, err, calls };
}

const env = { OPERATOR_TOKEN: 'op_secret', OPERATOR_URL: 'http://127.0.0.1:9/' };
const argv = ['--from', 'site-configs', '--message', 'ship it'];
const liveOk = { status: 200, body: { id: '00000007' } };

describe('config-publish', () => {
  it('parses its arguments and says what is missing', () => {
    expect(parseArgs(argv)).toEqual({ from: 'site-configs', message: 'ship it' });
    expect(parseArgs(['--from', 'x'])).toMatch(/--message/);
    expect(parseArgs(['--message', 'x'])).toMatch(/--from/);
    expect(parseArgs(['--force'])).toMatch(/unknown argument/);
  });

  it('publishes on top of the live revision with the token: exit 0', async () => {
    const h = harness({
      '/api/revisions/live': liveOk,
      '/api/publish': { status: 201, body: { revision: { id: '00000008', contentId: 'abc', lint: { warnings: 0, problems: [] } } } },
    });
    expect(await runPublish(argv, env, h.io)).toBe(0);
    const sent = JSON.parse(String(h.calls[1]!.init?.body)) as Record<string, unknown>;
    expect(sent).toEqual({ files: { 'routes.json': '{}' }, parent: '00000007', message: 'ship it' });
    expect(new Headers(h.calls[1]!.init?.headers).get('authorization')).toBe('Bearer op_secret');
    expect(h.out.at(-1)).toMatch(/published revision 00000008/);
  });

  it('prints lint errors as config-lint does and exits 1', async () => {
    const h = harness({
      '/api/revisions/live': liveOk,
      '/api/publish': { status: 422, body: { error: { code: 'lintErrors', message: '1 config-lint error', lint: { problems: [problem] } } } },
    });
    expect(await runPublish(argv, env, h.io)).toBe(1);
    expect(h.out[0]).toMatch(
      /^site-configs\/templates\/casino1\.json:6:3 {2}schema {2}"labell" is not allowed here\nconfig-lint: 1 file, 1 error, 0 warnings in \d+ ms/,
    );
  });

  it('a stale parent or a missing role is 1; no token, a refused token or no server is 2', async () => {
    expect(
      await runPublish(argv, env, harness({ '/api/revisions/live': liveOk, '/api/publish': { status: 409, body: { error: { code: 'staleParent' } } } }).io),
    ).toBe(1);
    expect(
      await runPublish(argv, env, harness({ '/api/revisions/live': liveOk, '/api/publish': { status: 403, body: { error: { code: 'forbidden' } } } }).io),
    ).toBe(1);
    expect(await runPublish(argv, {}, harness({}).io)).toBe(2);
    expect(await runPublish(argv, env, harness({ '/api/revisions/live': { status: 401, body: { error: { code: 'unauthenticated' } } } }).io)).toBe(2);
    const down = harness({});
    expect(await runPublish(argv, env, down.io)).toBe(2);
    expect(down.err[0]).toMatch(/no answer from http:\/\/127\.0\.0\.1:9/);
  });

  it('formats problem paths inside the published directory', () => {
    expect(formatProblems([problem], 'configs/', 0).split('\n')[0]).toBe('configs/templates/casino1.json:6:3  schema  "labell" is not allowed here');
  });
});
