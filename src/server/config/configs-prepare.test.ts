import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPool } from '../../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { openServedConfig } from './configs.ts';

describe('a revision that goes live is readied before it is served', () => {
  const pool = projectPool();
  afterAll(pool.removeAll);

  it('prepares the new set while the old one still serves, then serves it', async () => {
    const root = pool.make({});
    const env = { CONFIG_DIR: join(root, 'site-configs'), CONFIG_STORE_URL: join(root, 'store.sqlite'), CONFIG_WATCH: '1' };
    const { store } = await openServedConfig(REPO_ROOT, env, () => undefined);
    try {
      const before = store.current().revision;
      const seen: { preparing: string; serving: string }[] = [];
      store.prepareWith(async (set) => {
        seen.push({ preparing: set.revision, serving: store.current().revision });
        await new Promise((done) => setTimeout(done, 20));
      });
      const file = join(root, 'site-configs/routes.json');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
      await store.reload('SIGHUP');
      const after = store.current().revision;
      expect(after).not.toBe(before);
      expect(seen[0]).toEqual({ preparing: after, serving: before });
    } finally {
      store.close();
    }
  });
});
