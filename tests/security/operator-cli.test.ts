import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './server.ts';
import { login, op, runBin, startOperatorServer, type OperatorFixture } from './operator-server.ts';

let fx: OperatorFixture;
let dir: string;
beforeAll(async () => {
  fx = await startOperatorServer({}, { admin: ['admin', '*'], ci: ['publisher', '*'], looker: ['viewer', '*'] }, ['ci', 'looker']);
  dir = mkdtempSync(join(tmpdir(), 'config-publish-'));
  cpSync(join(ROOT, 'site-configs'), join(dir, 'site-configs'), { recursive: true });
}, 120_000);
afterAll(async () => {
  await fx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const publish = (env: Record<string, string>, message = 'from CI') =>
  runBin('config-publish', ['--from', join(dir, 'site-configs'), '--message', message], { OPERATOR_URL: `http://127.0.0.1:${fx.port}`, ...env });

describe('config-publish against a real server', () => {
  it('publishes a directory with a CI token (exit 0), recorded with its author and message', async () => {
    const file = join(dir, 'site-configs/templates/casino1.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#e23d57"'));
    const run = await publish({ OPERATOR_TOKEN: fx.ciToken }, 'casino1 red from CI');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/published revision r\d+/);
    const admin = await login(fx.port, 'admin');
    const live = await op(fx.port, '/api/revisions/live', { cookie: admin.cookie });
    expect(live.json).toMatchObject({ author: 'ci', message: 'casino1 red from CI', kind: 'publish' });
    expect((live.json['files'] as Record<string, string>)['templates/casino1.json']).toContain('#e23d57');
  });

  it('a lint error is exit 1 with the problems in config-lint text format; nothing is published', async () => {
    const file = join(dir, 'site-configs/templates/slot2.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"label"', '"labell"'));
    const admin = await login(fx.port, 'admin');
    const before = (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json['id'];
    const run = await publish({ OPERATOR_TOKEN: fx.ciToken });
    writeFileSync(file, good);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/site-configs\/templates\/slot2\.json:\d+:\d+ {2}schema {2}"labell" is not allowed here/);
    expect(run.stdout).toMatch(/config-lint: \d+ files?, 1 error/);
    expect((await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json['id']).toBe(before);
  });

  it('no token, a forged token or a dead server is exit 2; a viewer token is refused (exit 1)', async () => {
    expect((await publish({ OPERATOR_TOKEN: '' })).code).toBe(2);
    expect((await publish({ OPERATOR_TOKEN: 'op_forged' })).code).toBe(2);
    expect(
      (await runBin('config-publish', ['--from', 'site-configs', '--message', 'x'], { OPERATOR_URL: 'http://127.0.0.1:9', OPERATOR_TOKEN: 'x' })).code,
    ).toBe(2);
    expect((await runBin('config-publish', ['--from', 'site-configs'], { OPERATOR_TOKEN: 'x' })).code).toBe(2);
    const viewer = await publish({ OPERATOR_TOKEN: fx.tokens['looker']! });
    expect(viewer.code).toBe(1);
    expect(viewer.stderr).toMatch(/refused \(403 forbidden\): looker needs the publisher role/);
  });
});
