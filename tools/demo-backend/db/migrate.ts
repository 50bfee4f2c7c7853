import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import type { Db } from './open-database.ts';
import { asRows, text } from './row.ts';

// from the project root, not this module: the production server runs this code bundled in dist/node/
const MIGRATIONS_DIR = join(REPO_ROOT, 'tools', 'demo-backend', 'migrations');
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => FILE_NAME.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 3), name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** Applies every migration not yet recorded, each in its own transaction; returns the names applied. */
export function migrate(db: Db, migrations: MigrationFile[] = readMigrations()): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const done = new Set(asRows(db.prepare('SELECT version FROM schema_migrations').all()).map((row) => text(row, 'version')));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.name);
  }
  return applied;
}
