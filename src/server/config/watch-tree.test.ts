import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'vitest';
import { watchTree } from './watch-tree.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** Saves like `sed -i` or vim: a new file renamed over the old one. */
function replace(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const changeSeen = (count: () => number, before: number) =>
  new Promise<void>((ok, fail) => {
    const t0 = Date.now();
    const tick = () => (count() > before ? ok() : Date.now() - t0 > 3_000 ? fail(new Error('no change seen within 3 s')) : setTimeout(tick, 20));
    tick();
  });

describe('watchTree', () => {
  it('sees every save of a file replaced by rename, in a subdirectory, again and again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'watch-tree-'));
    roots.push(root);
    mkdirSync(join(root, 'templates'));
    const file = join(root, 'templates', 'casino1.json');
    writeFileSync(file, '{"a":1}');
    let changes = 0;
    const w = watchTree(
      root,
      () => changes++,
      (e) => {
        throw e;
      },
    );
    try {
      for (let i = 2; i <= 4; i++) {
        const before = changes;
        replace(file, `{"a":${i}}`);
        await changeSeen(() => changes, before);
      }
      const before = changes;
      mkdirSync(join(root, 'pages'));
      await changeSeen(() => changes, before);
      const afterDir = changes;
      writeFileSync(join(root, 'pages', 'home.json'), '{}');
      await changeSeen(() => changes, afterDir);
    } finally {
      w.close();
    }
  });
});
