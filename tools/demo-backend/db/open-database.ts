import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';

export type Db = Database.Database;

export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets the bench and a second process read while the server writes; NORMAL is durable enough for a demo.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}
