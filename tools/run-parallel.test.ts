import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, 'run-parallel.mjs');
const dir = mkdtempSync(join(tmpdir(), 'run-parallel-'));
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'run-parallel-fixture',
    private: true,
    scripts: {
      // the slow one prints first but ends last: its output must still come whole, after the quick one's
      slow: "node -e \"console.log('slow begins'); setTimeout(() => console.log('slow ends'), 400)\"",
      quick: 'node -e "console.log(\'quick\')"',
      broken: 'node -e "console.error(\'broken says why\'); process.exit(3)"',
    },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...scripts: string[]) => spawnSync(process.execPath, [SCRIPT, ...scripts], { cwd: dir, encoding: 'utf8' });

// each case starts npm two or three times: seconds each on a loaded two-core machine
describe('tools/run-parallel.mjs', { timeout: 60_000 }, () => {
  it('runs the scripts at once and prints each one whole, in the order they end', () => {
    const { status, stdout } = run('slow', 'quick');
    expect(status).toBe(0);
    expect(stdout).toMatch(/> npm run quick: passed in [\d.]+ s\nquick\n[\s\S]*> npm run slow: passed in [\d.]+ s\nslow begins\nslow ends\n/);
    expect(stdout).toMatch(/> 2 scripts at once in [\d.]+ s\n$/);
  });

  it('exits 1 naming the script that failed, with what it said, after the others end', () => {
    const { status, stdout } = run('broken', 'slow');
    expect(status).toBe(1);
    expect(stdout).toContain('> npm run broken: FAILED (exit 3)');
    expect(stdout).toContain('broken says why');
    expect(stdout).toContain('slow ends');
    expect(stdout).toMatch(/failed: broken\n$/);
  });

  it('asks for at least one script', () => {
    expect(run().status).toBe(2);
  });
});
