/**
 * The embedded store's schema, one entry per version: a file opened by an older build is brought
 * up to date on open, in one transaction. Revisions and the audit log refuse UPDATE and DELETE.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE blobs (id TEXT PRIMARY KEY, text TEXT NOT NULL);
  CREATE TABLE revisions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    content_id TEXT NOT NULL,
    parent INTEGER REFERENCES revisions(seq),
    author TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL,
    kind TEXT NOT NULL,
    restores INTEGER REFERENCES revisions(seq),
    lint TEXT NOT NULL
  );
  CREATE TABLE revision_files (
    revision INTEGER NOT NULL REFERENCES revisions(seq),
    path TEXT NOT NULL,
    blob TEXT NOT NULL REFERENCES blobs(id),
    PRIMARY KEY (revision, path)
  );
  CREATE TABLE live (one INTEGER PRIMARY KEY CHECK (one = 1), revision INTEGER NOT NULL REFERENCES revisions(seq), updated_at TEXT NOT NULL);
  CREATE TABLE drafts (
    id TEXT PRIMARY KEY, owner TEXT NOT NULL, title TEXT NOT NULL, parent TEXT NOT NULL, files TEXT NOT NULL,
    version INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX drafts_owner ON drafts(owner);
  CREATE TABLE accounts (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL, grants TEXT NOT NULL, created_at TEXT NOT NULL, disabled INTEGER NOT NULL);
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY, account TEXT NOT NULL, csrf_token TEXT NOT NULL,
    created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL, expires_at TEXT NOT NULL
  );
  CREATE INDEX sessions_account ON sessions(account);
  CREATE TABLE audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
    revision TEXT, client TEXT, outcome TEXT NOT NULL, detail TEXT NOT NULL
  );
  CREATE TRIGGER audit_append_only_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_append_only_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER revisions_immutable_update BEFORE UPDATE ON revisions BEGIN SELECT RAISE(ABORT, 'revisions are immutable'); END;
  CREATE TRIGGER revisions_immutable_delete BEFORE DELETE ON revisions BEGIN SELECT RAISE(ABORT, 'revisions are immutable'); END;
  CREATE TRIGGER revision_files_immutable_update BEFORE UPDATE ON revision_files BEGIN SELECT RAISE(ABORT, 'revisions are immutable'); END;
  CREATE TRIGGER revision_files_immutable_delete BEFORE DELETE ON revision_files BEGIN SELECT RAISE(ABORT, 'revisions are immutable'); END;
  CREATE TABLE sites (domain TEXT PRIMARY KEY, theme_code TEXT NOT NULL, theme_color TEXT NOT NULL, seen TEXT NOT NULL);
  `,
  // the languages each site offers (a JSON array); NULL for the sites recorded before
  `ALTER TABLE sites ADD COLUMN languages TEXT;`,
  // failed operator logins (epoch ms), counted by every server on the file; rows older than the window are deleted
  `
  CREATE TABLE login_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX login_failures_key ON login_failures(key, at);
  CREATE INDEX login_failures_at ON login_failures(at);
  `,
  // the audit chain and named API tokens (issue 50 parts 4 and 5): entries from before keep no hash,
  // the first hashed one links to engine/store/audit-chain.ts GENESIS; a token's secret is kept only as its SHA-256
  `
  ALTER TABLE audit ADD COLUMN prev_hash TEXT;
  ALTER TABLE audit ADD COLUMN hash TEXT;
  CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, account TEXT NOT NULL, role TEXT NOT NULL,
    scope TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT, expires_at TEXT NOT NULL
  );
  CREATE INDEX api_tokens_account ON api_tokens(account);
  `,
  // scheduled publishing: a schedule is claimed by turning its state from 'pending' in one UPDATE
  `
  CREATE TABLE schedules (
    id TEXT PRIMARY KEY, draft TEXT NOT NULL, content_id TEXT NOT NULL, parent TEXT NOT NULL, at TEXT NOT NULL,
    time_zone TEXT NOT NULL, templates TEXT NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL,
    state TEXT NOT NULL, revision TEXT, reason TEXT, settled_at TEXT, settled_by TEXT
  );
  CREATE INDEX schedules_state_at ON schedules(state, at);
  `,
  // single sign-on (issue 50): an account an OpenID Connect login made, with the IdP's subject; NULL for a local one
  `
  ALTER TABLE accounts ADD COLUMN source TEXT;
  ALTER TABLE accounts ADD COLUMN subject TEXT;
  `,
  // review and approval (issue 49): who edited a draft, and its review (JSON); NULL for the drafts before
  `
  ALTER TABLE drafts ADD COLUMN editors TEXT;
  ALTER TABLE drafts ADD COLUMN review TEXT;
  `,
  // webhooks (issue 50 part 4) and their delivery log; times are ISO 8601 text, which sorts as time does
  `
  CREATE TABLE webhooks (
    id TEXT PRIMARY KEY, url TEXT NOT NULL, secret TEXT NOT NULL, events TEXT NOT NULL, scope TEXT NOT NULL,
    created_by TEXT NOT NULL, created_at TEXT NOT NULL, disabled INTEGER NOT NULL
  );
  CREATE TABLE webhook_deliveries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, webhook TEXT NOT NULL, event TEXT NOT NULL,
    payload TEXT NOT NULL, payload_hash TEXT NOT NULL, attempt INTEGER NOT NULL, state TEXT NOT NULL,
    status INTEGER, error TEXT, at TEXT NOT NULL, last_attempt_at TEXT, next_attempt TEXT
  );
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt);
  CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries(webhook, seq);
  `,
  // second factors (issue 50 part 3): TOTP, recovery code hashes, passkeys; a session's latest step-up (NULL: its login)
  `
  CREATE TABLE account_totp (account TEXT PRIMARY KEY, secret TEXT NOT NULL, enrolled_at TEXT NOT NULL, last_step INTEGER NOT NULL);
  CREATE TABLE account_recovery_codes (account TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (account, hash));
  CREATE TABLE account_passkeys (
    id TEXT PRIMARY KEY, account TEXT NOT NULL, public_key TEXT NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE INDEX account_passkeys_account ON account_passkeys(account);
  ALTER TABLE sessions ADD COLUMN authenticated_at TEXT;
  `,
  // presence and no lost edits (issue 49 part 4): what each draft version changed, and each studio tab's presence until it expires
  `
  CREATE TABLE draft_changes (
    draft TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE, version INTEGER NOT NULL, by_account TEXT NOT NULL,
    at TEXT NOT NULL, changed TEXT NOT NULL, PRIMARY KEY (draft, version)
  );
  CREATE TABLE presence (
    session TEXT NOT NULL, tab TEXT NOT NULL, account TEXT NOT NULL, draft TEXT, template TEXT, node TEXT,
    expires_at TEXT NOT NULL, PRIMARY KEY (session, tab)
  );
  CREATE INDEX presence_expires ON presence(expires_at);
  `,
];
