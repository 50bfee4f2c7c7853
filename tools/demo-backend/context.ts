import type Database from 'libsql';
import type { Db } from './db/open-database.ts';

type Statement = Database.Statement<unknown[]>;

/** Everything a handler needs; one per backend instance, so tests can run several side by side. */
export interface Context {
  db: Db;
  log: (line: string) => void;
  now: () => number;
  sessionTtlMs: number;
  tacTtlMs: number;
  chatSlowMs: number;
  chatBudgetMs: number;
  /** Prepared once per SQL text and reused: the hot paths never re-parse SQL. */
  sql: (text: string) => Statement;
  /** Serialised responses that only change when the seed does (startup per domain, hot games per type). */
  cache: Map<string, string>;
}

export function createContext(db: Db, options: Omit<Context, 'db' | 'sql' | 'cache'>): Context {
  const statements = new Map<string, Statement>();
  return {
    db,
    ...options,
    sql: (text) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = db.prepare<unknown[]>(text);
        statements.set(text, statement);
      }
      return statement;
    },
    cache: new Map(),
  };
}
