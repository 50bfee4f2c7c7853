import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteBackend } from '../../engine/store/sqlite.ts';
import { parseArgs } from '../config-lint/args.ts';
import { lintOptions } from '../config-lint/modes.ts';
import { embeddedStoreSites } from './sites.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-sites-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('config-lint reads the fleet from the config store', () => {
  it('the sites the server recorded in the embedded store beside CONFIG_DIR are what config-lint checks', async () => {
    const configs = join(dir, 'site-configs');
    const store = openSqliteBackend(join(dir, 'site-configs.store.sqlite'));
    await store.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] });
    await store.close();
    expect(embeddedStoreSites(`file:${join(dir, 'site-configs.store.sqlite')}`)).toEqual([
      expect.objectContaining({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] }),
    ]);
    const options = lintOptions(parseArgs([]), { CONFIG_DIR: configs });
    expect(options.sites?.map((s) => [s.domain, s.languages])).toEqual([['casino2.localhost', ['EN', 'CN']]]);
  });

  it('reads a store file of an older build (no languages column) without writing to it', () => {
    const path = join(dir, 'old.store.sqlite');
    const old = new Database(path);
    old.exec('CREATE TABLE sites (domain TEXT PRIMARY KEY, theme_code TEXT NOT NULL, theme_color TEXT NOT NULL, seen TEXT NOT NULL)');
    old.exec("INSERT INTO sites VALUES ('casino1.localhost', 'casino1', 'color1-1', '2026-11-01T00:00:00.000Z')");
    old.close();
    expect(embeddedStoreSites(path)).toEqual([
      { domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1', seen: '2026-11-01T00:00:00.000Z' },
    ]);
  });

  it('no store file: no sites from it (and none is created)', () => {
    expect(embeddedStoreSites(join(dir, 'none.sqlite'))).toBeUndefined();
    expect(embeddedStoreSites('postgres://u@h/db')).toBeUndefined();
  });
});
