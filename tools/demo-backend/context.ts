import type { EventLog } from '../../src/lib/event-log.ts';
import type { TemplateSource } from './store/preview-sites.ts';
import type Database from 'libsql';
import type { Db } from './db/open-database.ts';
import type { AttemptLimiter } from './auth/attempt-limiter.ts';

/** Who sent a request, as the front server reports it (x-forwarded-for / x-forwarded-host). */
export interface Client {
  /** the player's address: brute-force limits count per address */
  address: string;
  /** the host the player called: a session token is honoured only on the site that issued it */
  host: string;
  /** the browser's User-Agent: with the address, the device a sign-up came from when it sends no visitor id */
  userAgent: string;
}

export interface TacLimits {
  /** wrong tries that burn a code */
  maxAttempts: number;
  /** between two codes for one account */
  cooldownMs: number;
  /** codes per account per hour */
  hourlyCap: number;
}

type Statement = Database.Statement<unknown[]>;

/** Everything a handler needs; one per backend instance, so tests can run several side by side. */
export interface Context {
  db: Db;
  log: EventLog;
  now: () => number;
  sessionTtlMs: number;
  tacTtlMs: number;
  chatSlowMs: number;
  chatBudgetMs: number;
  tac: TacLimits;
  /**
   * failed logins and TACs, per account and per client address; sign-ups (and register-code requests) per address
   * and per device. In memory: a real backend shares them; the app server runs this backend once, in its primary.
   */
  limits: { account: AttemptLimiter; address: AttemptLimiter; signupAddress: AttemptLimiter; signupDevice: AttemptLimiter };
  /** this request's sender; empty outside a request */
  client: Client;
  /** Prepared once per SQL text and reused: the hot paths never re-parse SQL. */
  sql: (text: string) => Statement;
  /** Serialised responses that only change when the seed does (startup per domain, hot games per type). */
  cache: Map<string, string>;
  /** the templates preview sites read (the embedded server's serving set); default: the files in CONFIG_DIR */
  templates?: TemplateSource;
}

export function createContext(db: Db, options: Omit<Context, 'db' | 'sql' | 'cache' | 'client'> & { templates?: TemplateSource }): Context {
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
    client: { address: '', host: '', userAgent: '' },
  };
}
