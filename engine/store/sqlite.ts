import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { blobIdOf, contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { livePoller } from './live-poller.ts';
import {
  accountOf,
  auditOf,
  draftMetaOf,
  draftOf,
  fleetSiteOf,
  revisionMetaOf,
  sessionOf,
  type AccountRow,
  type AuditRow,
  type DraftRow,
  type RevisionRow,
  type SessionRow,
  type SiteRow,
} from './rows.ts';
import { SQLITE_MIGRATIONS } from './sqlite-schema.ts';
import { KEPT_CHANGES } from './collaboration.ts';
import { draftChangeOf, presenceOf, type DraftChangeRow, type PresenceRow } from './collaboration-rows.ts';
import type { ConfigStoreBackend, Draft, FileMap, Page, Revision, RevisionMeta } from './types.ts';

type Db = Database.Database;

/** How often every process on the file reads the live pointer: a publish reaches all of them well within 2 s. */
export const SQLITE_POLL_MS = 200;

/** Runs `work` in one write transaction (BEGIN IMMEDIATE: two processes never interleave their checks and writes). */
function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function migrate(db: Db): void {
  transaction(db, () => {
    db.exec('CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const row = db.prepare("SELECT value FROM store_meta WHERE key = 'schema'").get() as { value: string } | undefined;
    const version = row ? Number(row.value) : 0;
    if (version > SQLITE_MIGRATIONS.length)
      throw new Error(`the config store was written by a newer build (schema ${version}; this build knows ${SQLITE_MIGRATIONS.length})`);
    for (const step of SQLITE_MIGRATIONS.slice(version)) db.exec(step);
    db.prepare("INSERT INTO store_meta (key, value) VALUES ('schema', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
      String(SQLITE_MIGRATIONS.length),
    );
  });
}

/**
 * The embedded store: one SQLite file (libsql) in WAL mode, shared by every worker process and
 * every server pointed at it. Writes are short transactions; readers never wait for them. Each
 * process follows publishes by reading the live pointer every SQLITE_POLL_MS.
 */
export function openSqliteBackend(path: string, options: { pollMs?: number; now?: () => Date } = {}): ConfigStoreBackend {
  const now = options.now ?? (() => new Date());
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  migrate(db);

  const liveSeq = (): number | undefined => (db.prepare('SELECT revision FROM live WHERE one = 1').get() as { revision: number } | undefined)?.revision;
  const filesOf = (seq: number): FileMap =>
    Object.fromEntries(
      (
        db.prepare('SELECT f.path, b.text FROM revision_files f JOIN blobs b ON b.id = f.blob WHERE f.revision = ? ORDER BY f.path').all(seq) as {
          path: string;
          text: string;
        }[]
      ).map((r) => [r.path, r.text]),
    );
  const revisionAt = (seq: number | undefined): Revision | undefined => {
    if (seq === undefined) return undefined;
    const row = db.prepare('SELECT * FROM revisions WHERE seq = ?').get(seq) as RevisionRow | undefined;
    return row && { ...revisionMetaOf(row), files: filesOf(seq) };
  };
  const poller = livePoller(async () => {
    const seq = liveSeq();
    return seq === undefined ? undefined : revisionId(seq);
  }, options.pollMs ?? SQLITE_POLL_MS);

  return {
    kind: 'sqlite',
    location: path,
    live: async () => revisionAt(liveSeq()),
    liveId: async () => {
      const seq = liveSeq();
      return seq === undefined ? undefined : revisionId(seq);
    },
    revision: async (id) => revisionAt(revisionSeq(id)),
    async history({ before, limit }) {
      const seq = before === undefined ? Number.MAX_SAFE_INTEGER : (revisionSeq(before) ?? 0);
      const rows = db.prepare('SELECT * FROM revisions WHERE seq < ? ORDER BY seq DESC LIMIT ?').all(seq, limit + 1) as RevisionRow[];
      const items: RevisionMeta[] = rows.slice(0, limit).map(revisionMetaOf);
      const last = items.at(-1);
      return rows.length > limit && last ? { items, next: last.id } : { items };
    },
    async publish(input) {
      const parentSeq = input.parent === null ? null : (revisionSeq(input.parent) ?? -1);
      const restoresSeq = input.restores === undefined ? null : (revisionSeq(input.restores) ?? null);
      return transaction(db, () => {
        const current = liveSeq() ?? null;
        if (current !== parentSeq) return { ok: false as const, reason: 'stale-parent' as const, live: current === null ? null : revisionId(current) };
        const createdAt = now().toISOString();
        const contentId = contentIdOf(input.files);
        const { lastInsertRowid } = db
          .prepare('INSERT INTO revisions (content_id, parent, author, message, created_at, kind, restores, lint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(contentId, parentSeq, input.author, input.message, createdAt, input.kind, restoresSeq, JSON.stringify(input.lint));
        const seq = Number(lastInsertRowid);
        const blob = db.prepare('INSERT INTO blobs (id, text) VALUES (?, ?) ON CONFLICT (id) DO NOTHING');
        const file = db.prepare('INSERT INTO revision_files (revision, path, blob) VALUES (?, ?, ?)');
        for (const [path, text] of Object.entries(input.files)) {
          const id = blobIdOf(text);
          blob.run(id, text);
          file.run(seq, path, id);
        }
        db.prepare(
          'INSERT INTO live (one, revision, updated_at) VALUES (1, ?, ?) ON CONFLICT (one) DO UPDATE SET revision = excluded.revision, updated_at = excluded.updated_at',
        ).run(seq, createdAt);
        const row = db.prepare('SELECT * FROM revisions WHERE seq = ?').get(seq) as RevisionRow;
        return { ok: true as const, revision: revisionMetaOf(row) };
      });
    },
    onLive: (callback, onHealth) => poller.subscribe(callback, onHealth),

    async createDraft(input) {
      const at = now().toISOString();
      const draft: Draft = {
        id: randomUUID(),
        owner: input.owner,
        title: input.title,
        parent: input.parent,
        files: input.files,
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      db.prepare('INSERT INTO drafts (id, owner, title, parent, files, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)').run(
        draft.id,
        draft.owner,
        draft.title,
        draft.parent,
        JSON.stringify(draft.files),
        at,
        at,
      );
      return draft;
    },
    async draft(id) {
      const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
      return row && draftOf(row);
    },
    async drafts(owner) {
      const rows = (
        owner === undefined
          ? db.prepare('SELECT id, owner, title, parent, version, created_at, updated_at FROM drafts ORDER BY updated_at DESC').all()
          : db.prepare('SELECT id, owner, title, parent, version, created_at, updated_at FROM drafts WHERE owner = ? ORDER BY updated_at DESC').all(owner)
      ) as DraftRow[];
      return rows.map(draftMetaOf);
    },
    async updateDraft(id, version, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), ...change, version: version + 1, updatedAt: now().toISOString() };
        db.prepare('UPDATE drafts SET title = ?, parent = ?, files = ?, version = ?, updated_at = ? WHERE id = ?').run(
          next.title,
          next.parent,
          JSON.stringify(next.files),
          next.version,
          next.updatedAt,
          id,
        );
        return next;
      });
    },
    deleteDraft: async (id) => db.prepare('DELETE FROM drafts WHERE id = ?').run(id).changes > 0,

    async account(name) {
      const row = db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRow | undefined;
      return row && accountOf(row);
    },
    async accounts() {
      return (db.prepare('SELECT * FROM accounts ORDER BY name').all() as AccountRow[]).map((row) => {
        const { passwordHash: _hash, ...rest } = accountOf(row);
        return rest;
      });
    },
    async createAccount(a) {
      const result = db
        .prepare('INSERT INTO accounts (name, password_hash, grants, created_at, disabled) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING')
        .run(a.name, a.passwordHash, JSON.stringify(a.grants), a.createdAt, a.disabled ? 1 : 0);
      return result.changes > 0;
    },
    async updateAccount(name, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRow | undefined;
        if (!row) return false;
        const next = { ...accountOf(row), ...change };
        db.prepare('UPDATE accounts SET password_hash = ?, grants = ?, disabled = ? WHERE name = ?').run(
          next.passwordHash,
          JSON.stringify(next.grants),
          next.disabled ? 1 : 0,
          name,
        );
        return true;
      });
    },

    async createSession(s) {
      db.prepare('INSERT INTO sessions (id_hash, account, csrf_token, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        s.idHash,
        s.account,
        s.csrfToken,
        s.createdAt,
        s.lastSeenAt,
        s.expiresAt,
      );
    },
    async session(idHash) {
      const row = db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as SessionRow | undefined;
      return row && sessionOf(row);
    },
    async touchSession(idHash, lastSeenAt) {
      db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(lastSeenAt, idHash);
    },
    async deleteSession(idHash) {
      db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
    },
    async deleteSessionsOf(account) {
      db.prepare('DELETE FROM sessions WHERE account = ?').run(account);
    },
    async sessionsOf(account) {
      const rows = (
        account === undefined
          ? db.prepare('SELECT * FROM sessions ORDER BY created_at, id_hash').all()
          : db.prepare('SELECT * FROM sessions WHERE account = ? ORDER BY created_at, id_hash').all(account)
      ) as SessionRow[];
      return rows.map(sessionOf);
    },

    async reserveLoginAttempt(keys, at, since, limit) {
      const insert = db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
      const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ? AND at >= ?');
      return transaction(db, () => {
        db.prepare('DELETE FROM login_failures WHERE at < ?').run(since);
        if (keys.some((key) => Number((count.get(key, since) as { n: number }).n) >= limit)) return false;
        for (const key of keys) insert.run(key, at);
        return true;
      });
    },
    async releaseLoginAttempt(key, at) {
      db.prepare('DELETE FROM login_failures WHERE rowid = (SELECT rowid FROM login_failures WHERE key = ? AND at = ? LIMIT 1)').run(key, at);
    },
    async loginFailures(keys, since, limit) {
      const recent = db.prepare('SELECT at FROM login_failures WHERE key = ? AND at >= ? ORDER BY at DESC LIMIT ?');
      return keys.map((key) => (recent.all(key, since, limit) as { at: number }[]).map((r) => Number(r.at)));
    },
    async clearLoginFailures(key) {
      db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
    },

    async audit(entry) {
      const at = entry.at ?? now().toISOString();
      const { lastInsertRowid } = db
        .prepare('INSERT INTO audit (at, actor, action, revision, client, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(at, entry.actor, entry.action, entry.revision, entry.client, entry.outcome, JSON.stringify(entry.detail));
      return auditOf(db.prepare('SELECT * FROM audit WHERE seq = ?').get(Number(lastInsertRowid)) as AuditRow);
    },
    async auditLog({ before, limit, actor, action }) {
      const rows = db
        .prepare('SELECT * FROM audit WHERE seq < ? AND (? IS NULL OR actor = ?) AND (? IS NULL OR action = ?) ORDER BY seq DESC LIMIT ?')
        .all(before ?? Number.MAX_SAFE_INTEGER, actor ?? null, actor ?? null, action ?? null, action ?? null, limit + 1) as AuditRow[];
      const items = rows.slice(0, limit).map(auditOf);
      const last = items.at(-1);
      const page: Page<(typeof items)[number]> = rows.length > limit && last ? { items, next: String(last.seq) } : { items };
      return page;
    },

    async recordSite(site) {
      db.prepare(
        'INSERT INTO sites (domain, theme_code, theme_color, languages, seen) VALUES (?, ?, ?, ?, ?) ON CONFLICT (domain) DO UPDATE SET theme_code = excluded.theme_code, theme_color = excluded.theme_color, languages = excluded.languages, seen = excluded.seen',
      ).run(site.domain, site.theme_code, site.theme_color, site.languages ? JSON.stringify(site.languages) : null, now().toISOString());
    },
    async sites() {
      return (db.prepare('SELECT domain, theme_code, theme_color, languages, seen FROM sites ORDER BY domain').all() as SiteRow[]).map(fleetSiteOf);
    },
    async forgetSites(domains) {
      const drop = db.prepare('DELETE FROM sites WHERE domain = ?');
      transaction(db, () => {
        for (const d of domains) drop.run(d);
      });
    },

    async close() {
      poller.close();
      db.close();
    },

    // presence and no lost edits (issue 49 part 4)
    async editDraft(id, version, files, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), files, version: version + 1, updatedAt: now().toISOString() };
        db.prepare('UPDATE drafts SET files = ?, version = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(files), next.version, next.updatedAt, id);
        db.prepare('INSERT INTO draft_changes (draft, version, by_account, at, changed) VALUES (?, ?, ?, ?, ?)').run(
          id,
          next.version,
          change.by,
          next.updatedAt,
          JSON.stringify(change.changed),
        );
        db.prepare('DELETE FROM draft_changes WHERE draft = ? AND version <= ?').run(id, next.version - KEPT_CHANGES);
        return next;
      });
    },
    async draftChanges(id, after) {
      const rows = db.prepare('SELECT version, by_account, at, changed FROM draft_changes WHERE draft = ? AND version > ? ORDER BY version').all(id, after);
      return (rows as DraftChangeRow[]).map(draftChangeOf);
    },
    async setPresence(record) {
      transaction(db, () => {
        db.prepare('DELETE FROM presence WHERE expires_at <= ?').run(now().toISOString());
        db.prepare(
          'INSERT INTO presence (session, tab, account, draft, template, node, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session, tab) DO UPDATE SET account = excluded.account, draft = excluded.draft, template = excluded.template, node = excluded.node, expires_at = excluded.expires_at',
        ).run(record.session, record.tab, record.account, record.draft ?? null, record.template ?? null, record.node ?? null, record.expiresAt);
      });
    },
    async touchPresence(session, tab, expiresAt) {
      db.prepare('UPDATE presence SET expires_at = ? WHERE session = ? AND tab = ?').run(expiresAt, session, tab);
    },
    async presence(at) {
      const rows = db.prepare('SELECT * FROM presence WHERE expires_at > ? ORDER BY account, tab').all(at);
      return (rows as PresenceRow[]).map(presenceOf);
    },
    async clearPresence(session, tab) {
      if (tab === undefined) db.prepare('DELETE FROM presence WHERE session = ?').run(session);
      else db.prepare('DELETE FROM presence WHERE session = ? AND tab = ?').run(session, tab);
    },
    // every process reads the file itself: the readers poll
    onActivity: () => () => {},
  };
}
