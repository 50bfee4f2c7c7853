import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteBackend } from '../../src/server/store/sqlite.ts';
import { parseArgs } from '../config-lint/args.ts';
import { lintOptions } from '../config-lint/modes.ts';
import { embeddedStoreSites } from './sites.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-sites-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('config-lint reads the fleet from the config store', () => {
  it('the sites the server recorded in the embedded store beside CONFIG_DIR are what config-lint checks', async () => {
    const configs = join(dir, 'site-configs');
    const store = openSqliteBackend(join(dir, 'site-configs.store.sqlite'));
    await store.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1' });
    await store.close();
    expect(embeddedStoreSites(`file:${join(dir, 'site-configs.store.sqlite')}`)).toEqual([
      expect.objectContaining({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1' }),
    ]);
    const options = lintOptions(parseArgs([]), { CONFIG_DIR: configs });
    expect(options.sites?.map((s) => s.domain)).toEqual(['casino2.localhost']);
  });

  it('no store file: no sites from it (and none is created)', () => {
    expect(embeddedStoreSites(join(dir, 'none.sqlite'))).toBeUndefined();
    expect(embeddedStoreSites('postgres://u@h/db')).toBeUndefined();
  });
});
