import { performance } from 'node:perf_hooks';
import type { EventLog } from '../../src/lib/event-log.ts';
import { createContext } from './context.ts';
import { templatesOf } from './store/preview-sites.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { dispatch } from './router.ts';
import { isSeeded, missingSeedDomains, seedDatabase } from './seed/seed-database.ts';
import { createAttemptLimiter } from './auth/attempt-limiter.ts';
import { purgeExpired } from './auth/purge.ts';
import { prepareDummyHash } from './auth/passwords.ts';

export interface DemoBackend {
  /** Web-standard handler for every request whose path starts with /api/ */
  handle(request: Request): Promise<Response>;
  close(): void;
}

export interface DemoBackendOptions {
  dbPath?: string;
  /** default: the msg alone on stdout (the backend run on its own); the app server passes its JSON logger */
  log?: EventLog;
  /** Session lifetime; default 7 days, or DEMO_SESSION_TTL_MS. */
  sessionTtlMs?: number;
  /** How long the chat stand-in sleeps on a `__slow__` message; default 65 s (past the 60 s client timeout), or DEMO_CHAT_SLOW_MS. */
  chatSlowMs?: number;
  /** Clock, for tests of expiry. */
  now?: () => number;
  /** Between two TACs for one account; default 60 s, or DEMO_TAC_COOLDOWN_MS. */
  tacCooldownMs?: number;
  /** Sign-ups (and register-code requests) from one address before it must wait; default 10, or DEMO_SIGNUPS_PER_ADDRESS. */
  signupsPerAddress?: number;
  /** Sign-ups from one device (its visitor id, else address + User-Agent); default 5, or DEMO_SIGNUPS_PER_DEVICE. */
  signupsPerDevice?: number;
  /** The first wait once those are used up (then twice as long each time, up to 15 min); default 60 s, or DEMO_SIGNUP_WAIT_MS. */
  signupWaitMs?: number;
  /**
   * The template file preview sites read, by key (the embedded server: its serving set, then the
   * drafts being previewed); default: the files in CONFIG_DIR.
   */
  template?: (key: string) => unknown;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How often expired sessions, TAC rows and forgotten limiter keys are deleted. */
const PURGE_EVERY_MS = 10 * MINUTE;

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  const dbPath = options.dbPath ?? process.env.DEMO_DB_PATH ?? 'data/demo.sqlite';
  const log: EventLog = options.log ?? ((msg) => console.log(msg));
  const db = openDatabase(dbPath);
  const applied = migrate(db);
  if (applied.length > 0) log(`demo-backend: applied migrations ${applied.join(', ')}`, { event: 'demo.migrated', migrations: applied });
  if (!isSeeded(db)) {
    const started = performance.now();
    await seedDatabase(db);
    log(`demo-backend: seeded ${dbPath} in ${Math.round(performance.now() - started)} ms (demo player: demo / demo1234)`, {
      event: 'demo.seeded',
      dbPath,
      durationMs: Math.round(performance.now() - started),
    });
  } else {
    const missing = missingSeedDomains(db);
    if (missing.length > 0)
      log(`demo-backend: ${dbPath} was seeded before ${missing.join(', ')} existed; delete it to reseed`, { event: 'demo.outdated', dbPath, missing });
  }
  const now = options.now ?? Date.now;
  const signupWaitMs = options.signupWaitMs ?? envNumber('DEMO_SIGNUP_WAIT_MS') ?? MINUTE;
  const signupPolicy = { baseDelayMs: signupWaitMs, maxDelayMs: Math.max(15 * MINUTE, signupWaitMs), forgetAfterMs: Math.max(15 * MINUTE, signupWaitMs) };
  const ctx = createContext(db, {
    ...(options.template ? { templates: templatesOf(options.template) } : {}),
    log,
    now,
    sessionTtlMs: options.sessionTtlMs ?? envNumber('DEMO_SESSION_TTL_MS') ?? 7 * DAY,
    tacTtlMs: 5 * 60_000,
    chatSlowMs: options.chatSlowMs ?? envNumber('DEMO_CHAT_SLOW_MS') ?? 65_000,
    chatBudgetMs: 60_000,
    tac: { maxAttempts: 5, cooldownMs: options.tacCooldownMs ?? envNumber('DEMO_TAC_COOLDOWN_MS') ?? MINUTE, hourlyCap: 5 },
    // An account gets 5 free failures, an address (many players behind one NAT) 20; then 1 s, 2 s, 4 s… up to 15 min.
    limits: {
      account: createAttemptLimiter({ free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE }, now),
      address: createAttemptLimiter({ free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE }, now),
      // Sign-ups count whether they succeed or meet a taken name (a bot farming accounts, or probing names): the
      // 11th from one address in a row waits 1 min, then 2, 4… up to 15 min; forgotten after 15 quiet minutes.
      signupAddress: createAttemptLimiter({ ...signupPolicy, free: options.signupsPerAddress ?? envNumber('DEMO_SIGNUPS_PER_ADDRESS') ?? 10 }, now),
      signupDevice: createAttemptLimiter({ ...signupPolicy, free: options.signupsPerDevice ?? envNumber('DEMO_SIGNUPS_PER_DEVICE') ?? 5 }, now),
    },
  });
  purgeExpired(ctx);
  await prepareDummyHash();
  const purge = setInterval(() => purgeExpired(ctx), PURGE_EVERY_MS);
  purge.unref();
  let open = true;
  return {
    handle: (request) =>
      open
        ? dispatch(ctx, request)
        : Promise.resolve(
            new Response(JSON.stringify({ statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: 'The demo backend is closed' }), {
              status: 503,
              headers: { 'content-type': 'application/json; charset=utf-8' },
            }),
          ),
    close: () => {
      if (!open) return;
      open = false;
      clearInterval(purge);
      db.close();
    },
  };
}
