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
