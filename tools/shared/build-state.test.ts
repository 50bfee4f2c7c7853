import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staleBuildReason } from './build-state.ts';

const root = mkdtempSync(join(tmpdir(), 'build-state-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function touch(rel: string, seconds: number): void {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  utimesSync(file, seconds, seconds);
}

describe('staleBuildReason', () => {
  it('a missing or partial build is stale; a build newer than the code is current; a newer input is named', () => {
    const dist = join(root, 'dist');
    touch('src/app/x.ts', 1_000);
    touch('site-configs/templates/a1.json', 1_000);
    expect(staleBuildReason(root, dist)).toMatch(/has no complete build/);
    touch('dist/client/.vite/manifest.json', 2_000);
    touch('dist/server/entry-server.js', 2_000);
    expect(staleBuildReason(root, dist)).toMatch(/has no complete build/);
    touch('dist/node/cli.js', 2_000);
    expect(staleBuildReason(root, dist)).toMatch(/has no complete build/);
    touch('dist/studio/index.html', 2_000);
    expect(staleBuildReason(root, dist)).toBeUndefined();
    // configs are read at runtime: editing one never asks for a build
    touch('site-configs/templates/a1.json', 3_000);
    touch('schemas/generated/x.js', 3_000);
    touch('src/app/x.test.ts', 3_000);
    expect(staleBuildReason(root, dist)).toBeUndefined();
    touch('widgets/Grid/index.ts', 3_000);
    expect(staleBuildReason(root, dist)).toBe('widgets changed since the last build');
    touch('dist/node/cli.js', 4_000);
    // the studio is built with the rest: its sources count
    touch('studio/shell/Problems.tsx', 5_000);
    expect(staleBuildReason(root, dist)).toBe('studio changed since the last build');
  });
});
