import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchingFrom } from './open.ts';
import { openConfigStoreBackend, storeUrlFrom } from './open.ts';
import { safeLocation } from './postgres.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('which config store', () => {
  it('CONFIG_STORE_URL wins; else beside CONFIG_DIR; else (and for the project’s own site-configs) data/config-store.sqlite', () => {
    expect(storeUrlFrom({ CONFIG_STORE_URL: 'postgres://u@h/db', CONFIG_DIR: '/srv/site-configs' }, '/app')).toBe('postgres://u@h/db');
    expect(storeUrlFrom({ CONFIG_DIR: '/srv/site-configs' }, '/app')).toBe('file:/srv/site-configs.store.sqlite');
    expect(storeUrlFrom({}, '/app')).toBe('file:/app/data/config-store.sqlite');
    expect(storeUrlFrom({ CONFIG_DIR: '/app/site-configs' }, '/app')).toBe('file:/app/data/config-store.sqlite');
  });

  it('opens SQLite from file: URLs and plain paths, memory: for tests, and refuses other schemes', async () => {
    for (const url of [`file:${join(dir, 'a.sqlite')}`, join(dir, 'b.sqlite'), 'memory:']) {
      const store = await openConfigStoreBackend(url);
      expect(store.kind).toBe(url === 'memory:' ? 'memory' : 'sqlite');
      await store.close();
    }
    await expect(openConfigStoreBackend('mysql://u@h/db')).rejects.toThrow(/not a store/);
  });

  it('never shows a Postgres password', () => {
    expect(safeLocation('postgres://gsb:s3cret@db.internal:5432/configs')).toBe('postgres://gsb:***@db.internal:5432/configs');
  });

  it('watches CONFIG_DIR by default with the embedded store, not with Postgres; CONFIG_WATCH decides when set', () => {
    expect(watchingFrom({}, 'sqlite')).toBe(true);
    expect(watchingFrom({}, 'postgres')).toBe(false);
    expect(watchingFrom({ CONFIG_WATCH: '1' }, 'postgres')).toBe(true);
    expect(watchingFrom({ CONFIG_WATCH: '0' }, 'sqlite')).toBe(false);
    expect(() => watchingFrom({ CONFIG_WATCH: 'yes' }, 'sqlite')).toThrow(/CONFIG_WATCH must be 1 or 0/);
  });
});
