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
