import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { isSeeded, missingSeedDomains, seedDatabase } from './seed-database.ts';

const dir = mkdtempSync(join(tmpdir(), 'demo-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a database seeded by an older checkout', () => {
  it('names the catalogue sites it lacks, and nothing once it has them all', async () => {
    const db = openDatabase(join(dir, 'demo.sqlite'));
    migrate(db);
    await seedDatabase(db);
    expect(isSeeded(db)).toBe(true);
    expect(missingSeedDomains(db)).toEqual([]);
    const site = db
      .prepare("SELECT theme_code, theme_color FROM sites s JOIN site_domains d ON d.site_id = s.id WHERE d.domain_name = 'casino11.localhost'")
      .get();
    expect(site).toMatchObject({ theme_code: 'casino11', theme_color: 'color1-2' });
    db.prepare("DELETE FROM site_domains WHERE domain_name = 'casino11.localhost'").run();
    expect(missingSeedDomains(db)).toEqual(['casino11.localhost']);
    db.close();
  }, 60_000);
});
