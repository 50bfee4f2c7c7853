import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'demo-migrate-'));
  dirs.push(dir);
  return openDatabase(join(dir, 'db.sqlite'));
}

describe('migrate', () => {
  it('applies the numbered files in order, once', () => {
    const files = readMigrations();
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort());
    const db = tempDb();
    expect(migrate(db)).toEqual(files.map((f) => f.name));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('rolls a failing migration back and leaves it unrecorded', () => {
    const db = tempDb();
    const bad = [{ version: '001', name: '001_bad.sql', sql: 'CREATE TABLE a (x INTEGER); CREATE TABLE a (x INTEGER);' }];
    expect(() => migrate(db, bad)).toThrow();
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toMatchObject({ n: 0 });
    expect(migrate(db, [{ version: '001', name: '001_good.sql', sql: 'CREATE TABLE a (x INTEGER);' }])).toEqual(['001_good.sql']);
    db.close();
  });
});
