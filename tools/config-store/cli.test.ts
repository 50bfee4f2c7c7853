import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listJsonFiles } from '../../engine/project/config-files.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'config-store-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { CONFIG_STORE_URL: join(dir, 'store.sqlite') };

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, env, { out: (l) => (out += `${l}\n`), err: (l) => (err += `${l}\n`) });
  return { code, out, err };
}

/** Every file under a directory, path → bytes. */
function bytes(root: string): Record<string, string> {
  return Object.fromEntries(listJsonFiles(root).map((p) => [p.slice(root.length), readFileSync(p).toString('base64')]));
}

describe('config-store import and export', () => {
  const source = join(dir, 'site-configs');
  cpSync(join(REPO_ROOT, 'site-configs'), source, { recursive: true });

  it('imports a directory through the gate, exports it back byte for byte, and the round trip changes nothing', async () => {
    const imported = await cli('import', source, '--message', 'first');
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/published r00000001 \([0-9a-f]{16}\)/);
    const out = join(dir, 'exported');
    const exported = await cli('export', 'live', out);
    expect(exported.code, exported.err).toBe(0);
    expect(bytes(out)).toEqual(bytes(source));
    const again = await cli('import', out);
    expect(again.code).toBe(0);
    expect(again.out).toContain('is what is live already (r00000001');
  }, 60_000);

  it('refuses an import with a lint error (exit 1, the problems printed), storing nothing', async () => {
    const broken = join(dir, 'broken');
    cpSync(source, broken, { recursive: true });
    const file = join(broken, 'templates/casino1.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"label":', '"labell": 1,\n  "label":'));
    const result = await cli('import', broken);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/site-configs\/templates\/casino1\.json:\d+:\d+ {2}schema/);
    expect(result.err).toContain('nothing was stored');
    expect((await cli('history')).out.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('a new import is a new live revision; export of an earlier revision gives its files', async () => {
    const changed = join(dir, 'changed');
    cpSync(source, changed, { recursive: true });
    const file = join(changed, 'templates/casino1.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"label":', '"label" :'));
    const result = await cli('import', changed, '--message', 'spacing', '--author', 'ci');
    expect(result.code, result.err).toBe(0);
    const history = (await cli('history')).out;
    expect(history).toMatch(/^\* r00000002 {2}[0-9a-f]{16} {2}import {4}ci {2}\S+ {2}spacing$/m);
    expect(history).toMatch(/^ {2}r00000001 /m);
    const first = join(dir, 'first');
    expect((await cli('export', 'r00000001', first)).code).toBe(0);
    expect(bytes(first)).toEqual(bytes(source));
  }, 60_000);

  it('exit 2 on usage and I/O errors, losing nothing', async () => {
    expect((await cli('export', 'live')).code).toBe(2);
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli('import', join(dir, 'no-such-dir'))).code).toBe(2);
    expect((await cli('export', 'r00000099', join(dir, 'x'))).code).toBe(2);
    mkdirSync(join(dir, 'full'));
    writeFileSync(join(dir, 'full', 'keep.txt'), 'mine');
    const refused = await cli('export', 'live', join(dir, 'full'));
    expect(refused.code).toBe(2);
    expect(readFileSync(join(dir, 'full', 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('runs as the package bin', () => {
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'tools/bin/config-store.mjs'), 'history'], { encoding: 'utf8', env: { ...process.env, ...env } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\* r00000002 /m);
  }, 60_000);
});
