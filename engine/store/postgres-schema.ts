/**
 * The Postgres store's schema, one entry per version, applied on open under an advisory lock (two
 * servers starting together migrate once). Revisions and the audit log refuse UPDATE, DELETE and
 * TRUNCATE through a trigger, whoever connects.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE config_blobs (id TEXT PRIMARY KEY, text TEXT NOT NULL);
  CREATE TABLE config_revisions (
    seq BIGSERIAL PRIMARY KEY,
    content_id TEXT NOT NULL,
    parent BIGINT REFERENCES config_revisions(seq),
    author TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    kind TEXT NOT NULL,
    restores BIGINT REFERENCES config_revisions(seq),
    lint JSONB NOT NULL
  );
  CREATE TABLE config_revision_files (
    revision BIGINT NOT NULL REFERENCES config_revisions(seq),
    path TEXT NOT NULL,
    blob TEXT NOT NULL REFERENCES config_blobs(id),
    PRIMARY KEY (revision, path)
  );
  CREATE TABLE config_live (one INTEGER PRIMARY KEY CHECK (one = 1), revision BIGINT NOT NULL REFERENCES config_revisions(seq), updated_at TIMESTAMPTZ NOT NULL);
  CREATE TABLE config_drafts (
    id TEXT PRIMARY KEY, owner TEXT NOT NULL, title TEXT NOT NULL, parent TEXT NOT NULL, files JSONB NOT NULL,
    version INTEGER NOT NULL, created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX config_drafts_owner ON config_drafts(owner);
  CREATE TABLE operator_accounts (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL, grants JSONB NOT NULL, created_at TIMESTAMPTZ NOT NULL, disabled BOOLEAN NOT NULL);
  CREATE TABLE operator_sessions (
    id_hash TEXT PRIMARY KEY, account TEXT NOT NULL, csrf_token TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL, last_seen_at TIMESTAMPTZ NOT NULL, expires_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX operator_sessions_account ON operator_sessions(account);
  CREATE TABLE audit_log (
    seq BIGSERIAL PRIMARY KEY, at TIMESTAMPTZ NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
    revision TEXT, client TEXT, outcome TEXT NOT NULL, detail JSONB NOT NULL
  );
  CREATE TABLE fleet_sites (domain TEXT PRIMARY KEY, theme_code TEXT NOT NULL, theme_color TEXT NOT NULL, seen TIMESTAMPTZ NOT NULL);
  CREATE FUNCTION config_store_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '% is append-only: rows are never updated or deleted', TG_TABLE_NAME; END
  $$;
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION config_store_refuse_change();
  CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION config_store_refuse_change();
  CREATE TRIGGER config_revisions_immutable BEFORE UPDATE OR DELETE ON config_revisions FOR EACH ROW EXECUTE FUNCTION config_store_refuse_change();
  CREATE TRIGGER config_revision_files_immutable BEFORE UPDATE OR DELETE ON config_revision_files FOR EACH ROW EXECUTE FUNCTION config_store_refuse_change();
  `,
  // the languages each site offers; NULL for the sites recorded before
  `ALTER TABLE fleet_sites ADD COLUMN languages JSONB;`,
  // failed operator logins (epoch ms), counted by every server on the database; rows older than the window are deleted
  `
  CREATE TABLE operator_login_failures (key TEXT NOT NULL, at BIGINT NOT NULL);
  CREATE INDEX operator_login_failures_key ON operator_login_failures(key, at);
  CREATE INDEX operator_login_failures_at ON operator_login_failures(at);
  `,
  // the audit chain and named API tokens (issue 50 parts 4 and 5): entries from before keep no hash,
  // the first hashed one links to engine/store/audit-chain.ts GENESIS; a token's secret is kept only as its SHA-256
  `
  ALTER TABLE audit_log ADD COLUMN prev_hash TEXT, ADD COLUMN hash TEXT;
  CREATE TABLE operator_api_tokens (
    id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL, account TEXT NOT NULL, role TEXT NOT NULL,
    scope JSONB NOT NULL, created_at TIMESTAMPTZ NOT NULL, last_used_at TIMESTAMPTZ, expires_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX operator_api_tokens_account ON operator_api_tokens(account);
  `,
  // scheduled publishing: a schedule is claimed by turning its state from 'pending' in one UPDATE
  `
  CREATE TABLE publish_schedules (
    id TEXT PRIMARY KEY, draft TEXT NOT NULL, content_id TEXT NOT NULL, parent TEXT NOT NULL, at TIMESTAMPTZ NOT NULL,
    time_zone TEXT NOT NULL, templates JSONB NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL,
    state TEXT NOT NULL, revision TEXT, reason TEXT, settled_at TIMESTAMPTZ, settled_by TEXT
  );
  CREATE INDEX publish_schedules_state_at ON publish_schedules(state, at);
  `,
  // single sign-on (issue 50): an account an OpenID Connect login made, with the IdP's subject; NULL for a local one
  `
  ALTER TABLE operator_accounts ADD COLUMN source TEXT;
  ALTER TABLE operator_accounts ADD COLUMN subject TEXT;
  `,
  // review and approval (issue 49): who edited a draft, and its review; NULL for the drafts before
  `
  ALTER TABLE config_drafts ADD COLUMN editors JSONB;
  ALTER TABLE config_drafts ADD COLUMN review JSONB;
  `,
  // webhooks (issue 50 part 4) and their delivery log
  `
  CREATE TABLE operator_webhooks (
    id TEXT PRIMARY KEY, url TEXT NOT NULL, secret TEXT NOT NULL, events JSONB NOT NULL, scope JSONB NOT NULL,
    created_by TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL, disabled BOOLEAN NOT NULL
  );
  CREATE TABLE operator_webhook_deliveries (
    seq BIGSERIAL PRIMARY KEY, id TEXT NOT NULL UNIQUE, webhook TEXT NOT NULL, event TEXT NOT NULL,
    payload TEXT NOT NULL, payload_hash TEXT NOT NULL, attempt INTEGER NOT NULL, state TEXT NOT NULL,
    status INTEGER, error TEXT, at TIMESTAMPTZ NOT NULL, last_attempt_at TIMESTAMPTZ, next_attempt TIMESTAMPTZ
  );
  CREATE INDEX operator_webhook_deliveries_due ON operator_webhook_deliveries(state, next_attempt);
  CREATE INDEX operator_webhook_deliveries_webhook ON operator_webhook_deliveries(webhook, seq);
  `,
  // second factors (issue 50 part 3): TOTP, recovery code hashes, passkeys; a session's latest step-up (NULL: its login)
  `
  CREATE TABLE operator_totp (account TEXT PRIMARY KEY, secret TEXT NOT NULL, enrolled_at TIMESTAMPTZ NOT NULL, last_step BIGINT NOT NULL);
  CREATE TABLE operator_recovery_codes (account TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (account, hash));
  CREATE TABLE operator_passkeys (
    id TEXT PRIMARY KEY, account TEXT NOT NULL, public_key TEXT NOT NULL, counter BIGINT NOT NULL, transports JSONB NOT NULL, created_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX operator_passkeys_account ON operator_passkeys(account);
  ALTER TABLE operator_sessions ADD COLUMN authenticated_at TIMESTAMPTZ;
  `,
  // presence and no lost edits (issue 49 part 4): what each draft version changed, and each studio tab's presence until it expires
  `
  CREATE TABLE config_draft_changes (
    draft TEXT NOT NULL REFERENCES config_drafts(id) ON DELETE CASCADE, version INTEGER NOT NULL, by_account TEXT NOT NULL,
    at TIMESTAMPTZ NOT NULL, changed JSONB NOT NULL, PRIMARY KEY (draft, version)
  );
  CREATE TABLE operator_presence (
    session TEXT NOT NULL, tab TEXT NOT NULL, account TEXT NOT NULL, draft TEXT, template TEXT, node TEXT,
    expires_at TIMESTAMPTZ NOT NULL, PRIMARY KEY (session, tab)
  );
  CREATE INDEX operator_presence_expires ON operator_presence(expires_at);
  `,
];
