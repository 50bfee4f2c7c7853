import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPool } from '../../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { openServedConfig } from './configs.ts';

describe('a revision that goes live', () => {
  const pool = projectPool();
  afterAll(pool.removeAll);

  it('is served at once, and its hot pages are warmed as it is', async () => {
    const root = pool.make({});
    const env = { CONFIG_DIR: join(root, 'site-configs'), CONFIG_STORE_URL: join(root, 'store.sqlite'), CONFIG_WATCH: '1' };
    const { store } = await openServedConfig(REPO_ROOT, env, () => undefined);
    try {
      const before = store.current().revision;
      const seen: { warming: string; serving: string }[] = [];
      // a warm that never ends holds nothing back
      store.warmWith((set) => {
        seen.push({ warming: set.revision, serving: store.current().revision });
        return new Promise<void>(() => undefined);
      });
      const file = join(root, 'site-configs/routes.json');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
      await store.reload('SIGHUP');
      const after = store.current().revision;
      expect(after).not.toBe(before);
      expect(seen).toEqual([{ warming: after, serving: after }]);
    } finally {
      store.close();
    }
  });
});
