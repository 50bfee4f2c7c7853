import { randomUUID } from 'node:crypto';
import { EMPTY_REVIEW } from '../../schemas/operator-api/review.ts';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { chained } from './audit-chain.ts';
import { blobIdOf, contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { livePoller } from './live-poller.ts';
import {
  accountOf,
  apiTokenOf,
  apiTokenSummaryOf,
  auditOf,
  draftMetaOf,
  draftOf,
  fleetSiteOf,
  passkeyOf,
  revisionMetaOf,
  sessionOf,
  totpOf,
  type AccountRow,
  type ApiTokenRow,
  type AuditRow,
  type DraftRow,
  type PasskeyRow,
  type RevisionRow,
  type SessionRow,
  type SiteRow,
  type TotpRow,
} from './rows.ts';
import { SQLITE_MIGRATIONS } from './sqlite-schema.ts';
import { scheduleOf, type ScheduleRow } from './schedule-rows.ts';
import { claimedOf, deliveryOf, resultColumns, webhookOf, type DeliveryRow, type WebhookRow } from './webhook-rows.ts';
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
        editors: [input.owner],
        review: { ...EMPTY_REVIEW },
      };
      db.prepare(
        'INSERT INTO drafts (id, owner, title, parent, files, version, created_at, updated_at, editors, review) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)',
      ).run(draft.id, draft.owner, draft.title, draft.parent, JSON.stringify(draft.files), at, at, JSON.stringify(draft.editors), JSON.stringify(draft.review));
      return draft;
    },
    async draft(id) {
      const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
      return row && draftOf(row);
    },
    async drafts(owner) {
      const rows = (
        owner === undefined
          ? db.prepare('SELECT id, owner, title, parent, version, created_at, updated_at, editors, review FROM drafts ORDER BY updated_at DESC').all()
          : db
              .prepare('SELECT id, owner, title, parent, version, created_at, updated_at, editors, review FROM drafts WHERE owner = ? ORDER BY updated_at DESC')
              .all(owner)
      ) as DraftRow[];
      return rows.map(draftMetaOf);
    },
    async updateDraft(id, version, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), ...change, version: version + 1, updatedAt: now().toISOString() };
        db.prepare('UPDATE drafts SET title = ?, parent = ?, files = ?, version = ?, updated_at = ?, editors = ? WHERE id = ?').run(
          next.title,
          next.parent,
          JSON.stringify(next.files),
          next.version,
          next.updatedAt,
          JSON.stringify(next.editors),
          id,
        );
        return next;
      });
    },
    async changeDraftReview(id, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
        if (!row) return undefined;
        const current = draftOf(row);
        const next: Draft = { ...current, review: change(current) };
        db.prepare('UPDATE drafts SET review = ? WHERE id = ?').run(JSON.stringify(next.review), id);
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
        .prepare(
          'INSERT INTO accounts (name, password_hash, grants, created_at, disabled, source, subject) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
        )
        .run(a.name, a.passwordHash, JSON.stringify(a.grants), a.createdAt, a.disabled ? 1 : 0, a.source ?? null, a.subject ?? null);
      return result.changes > 0;
    },
    async updateAccount(name, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as AccountRow | undefined;
        if (!row) return false;
        const next = { ...accountOf(row), ...change };
        db.prepare('UPDATE accounts SET password_hash = ?, grants = ?, disabled = ?, source = ?, subject = ? WHERE name = ?').run(
          next.passwordHash,
          JSON.stringify(next.grants),
          next.disabled ? 1 : 0,
          next.source ?? null,
          next.subject ?? null,
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
      // BEGIN IMMEDIATE: the head read and the insert hold the file's write lock, so every process appends to one chain
      return transaction(db, () => {
        const head = db.prepare('SELECT hash FROM audit ORDER BY seq DESC LIMIT 1').get() as { hash: string | null } | undefined;
        const { next } = db
          .prepare("SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'audit'), 0), COALESCE((SELECT MAX(seq) FROM audit), 0)) + 1 AS next")
          .get() as { next: number };
        const e = chained(entry, Number(next), head?.hash ? { hash: head.hash } : undefined, now());
        db.prepare('INSERT INTO audit (seq, at, actor, action, revision, client, outcome, detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
          e.seq,
          e.at,
          e.actor,
          e.action,
          e.revision,
          e.client,
          e.outcome,
          JSON.stringify(e.detail),
          e.prevHash,
          e.hash,
        );
        return e;
      });
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

    // the audit chain and named API tokens (issue 50 parts 4 and 5)
    async auditRange({ after, limit, since }) {
      const rows = db
        .prepare('SELECT * FROM audit WHERE seq > ? AND (? IS NULL OR at >= ?) ORDER BY seq LIMIT ?')
        .all(after, since ?? null, since ?? null, limit) as AuditRow[];
      return rows.map(auditOf);
    },
    async createApiToken(t) {
      db.prepare(
        'INSERT INTO api_tokens (id, secret_hash, name, account, role, scope, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(t.id, t.secretHash, t.name, t.account, t.grant.role, JSON.stringify(t.grant.scope), t.createdAt, t.lastUsedAt, t.expiresAt);
    },
    async apiToken(secretHash) {
      const row = db.prepare('SELECT * FROM api_tokens WHERE secret_hash = ?').get(secretHash) as ApiTokenRow | undefined;
      return row && apiTokenOf(row);
    },
    async apiTokens(account) {
      const rows = (
        account === undefined
          ? db.prepare('SELECT * FROM api_tokens ORDER BY created_at, id').all()
          : db.prepare('SELECT * FROM api_tokens WHERE account = ? ORDER BY created_at, id').all(account)
      ) as ApiTokenRow[];
      return rows.map(apiTokenSummaryOf);
    },
    async touchApiToken(id, lastUsedAt) {
      db.prepare('UPDATE api_tokens SET last_used_at = ? WHERE id = ?').run(lastUsedAt, id);
    },
    async revokeApiToken(id) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM api_tokens WHERE id = ?').get(id) as ApiTokenRow | undefined;
        if (row) db.prepare('DELETE FROM api_tokens WHERE id = ?').run(id);
        return row && apiTokenSummaryOf(row);
      });
    },

    // scheduled publishing
    async createSchedule(input) {
      const id = randomUUID();
      db.prepare(
        "INSERT INTO schedules (id, draft, content_id, parent, at, time_zone, templates, author, message, created_at, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending')",
      ).run(
        id,
        input.draft,
        input.contentId,
        input.parent,
        new Date(input.at).toISOString(),
        input.timeZone,
        JSON.stringify(input.templates),
        input.author,
        input.message,
        now().toISOString(),
      );
      return scheduleOf(db.prepare('SELECT * FROM schedules WHERE id = ?').get(id) as ScheduleRow);
    },
    async schedule(id) {
      const row = db.prepare('SELECT * FROM schedules WHERE id = ?').get(id) as ScheduleRow | undefined;
      return row && scheduleOf(row);
    },
    async schedules(options = {}) {
      const rows = db
        .prepare('SELECT * FROM schedules WHERE (? IS NULL OR state = ?) ORDER BY at, created_at')
        .all(options.state ?? null, options.state ?? null) as ScheduleRow[];
      return rows.map(scheduleOf);
    },
    async claimSchedule(id, at) {
      const row = db.prepare("UPDATE schedules SET state = 'publishing', settled_at = ? WHERE id = ? AND state = 'pending' RETURNING *").get(at, id) as
        ScheduleRow | undefined;
      return row && scheduleOf(row);
    },
    async settleSchedule(id, outcome, at) {
      const row = db
        .prepare("UPDATE schedules SET state = ?, revision = ?, reason = ?, settled_at = ? WHERE id = ? AND state = 'publishing' RETURNING *")
        .get(outcome.state, outcome.state === 'published' ? outcome.revision : null, outcome.state === 'failed' ? outcome.reason : null, at, id) as
        ScheduleRow | undefined;
      return row && scheduleOf(row);
    },
    async cancelSchedule(id, by, at) {
      const row = db
        .prepare("UPDATE schedules SET state = 'cancelled', settled_at = ?, settled_by = ? WHERE id = ? AND state = 'pending' RETURNING *")
        .get(at, by, id) as ScheduleRow | undefined;
      return row && scheduleOf(row);
    },

    // webhooks (issue 50 part 4)
    async createWebhook(w) {
      db.prepare('INSERT INTO webhooks (id, url, secret, events, scope, created_by, created_at, disabled) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        w.id,
        w.url,
        w.secret,
        JSON.stringify(w.events),
        JSON.stringify(w.scope),
        w.createdBy,
        w.createdAt,
        w.disabled ? 1 : 0,
      );
    },
    async webhooks() {
      return (db.prepare('SELECT * FROM webhooks ORDER BY created_at, id').all() as WebhookRow[]).map((row) => {
        const { secret: _secret, ...rest } = webhookOf(row);
        return rest;
      });
    },
    async deleteWebhook(id, at) {
      return transaction(db, () => {
        if (db.prepare('DELETE FROM webhooks WHERE id = ?').run(id).changes === 0) return false;
        db.prepare(
          "UPDATE webhook_deliveries SET state = 'failed', error = 'the webhook was removed', last_attempt_at = ?, next_attempt = NULL WHERE webhook = ? AND state IN ('pending', 'sending')",
        ).run(at, id);
        return true;
      });
    },
    setWebhookDisabled: async (id, disabled) => db.prepare('UPDATE webhooks SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, id).changes > 0,
    async enqueueDeliveries(list) {
      const insert = db.prepare(
        "INSERT INTO webhook_deliveries (id, webhook, event, payload, payload_hash, attempt, state, at, next_attempt) VALUES (?, ?, ?, ?, ?, 0, 'pending', ?, ?)",
      );
      transaction(db, () => {
        for (const d of list) insert.run(d.id, d.webhook, d.event, d.payload, d.payloadHash, d.at, d.at);
      });
    },
    async claimDelivery(at, leaseUntil) {
      return transaction(db, () => {
        const row = db
          .prepare(
            "SELECT d.*, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook WHERE d.state IN ('pending', 'sending') AND d.next_attempt <= ? AND w.disabled = 0 ORDER BY d.next_attempt, d.seq LIMIT 1",
          )
          .get(at) as (DeliveryRow & { payload: string; url: string; secret: string }) | undefined;
        if (!row) return undefined;
        const attempt = Number(row.attempt) + 1;
        db.prepare("UPDATE webhook_deliveries SET state = 'sending', attempt = ?, last_attempt_at = ?, next_attempt = ? WHERE id = ?").run(
          attempt,
          at,
          leaseUntil,
          row.id,
        );
        return claimedOf({ ...row, state: 'sending', attempt, last_attempt_at: at, next_attempt: leaseUntil });
      });
    },
    async finishDelivery(id, attempt, result) {
      const c = resultColumns(result);
      db.prepare("UPDATE webhook_deliveries SET state = ?, status = ?, error = ?, next_attempt = ? WHERE id = ? AND attempt = ? AND state = 'sending'").run(
        c.state,
        c.status,
        c.error,
        c.next_attempt,
        id,
        attempt,
      );
    },
    async deliveries({ webhook, limit }) {
      const rows = db
        .prepare('SELECT * FROM webhook_deliveries WHERE (? IS NULL OR webhook = ?) ORDER BY seq DESC LIMIT ?')
        .all(webhook ?? null, webhook ?? null, limit) as DeliveryRow[];
      return rows.map(deliveryOf);
    },
    redeliver: async (id, at) =>
      db.prepare("UPDATE webhook_deliveries SET state = 'pending', attempt = 0, status = NULL, error = NULL, next_attempt = ? WHERE id = ?").run(at, id)
        .changes > 0,

    async secondFactors(account) {
      const totp = db.prepare('SELECT secret, enrolled_at, last_step FROM account_totp WHERE account = ?').get(account) as TotpRow | undefined;
      const hashes = db.prepare('SELECT hash FROM account_recovery_codes WHERE account = ? ORDER BY hash').all(account) as { hash: string }[];
      const passkeys = db.prepare('SELECT * FROM account_passkeys WHERE account = ? ORDER BY created_at, id').all(account) as PasskeyRow[];
      return {
        ...(totp ? { totp: totpOf(totp) } : {}),
        recoveryHashes: hashes.map((r) => r.hash),
        passkeys: passkeys.map(passkeyOf),
      };
    },
    async enrolTotp(account, totp, recoveryHashes) {
      transaction(db, () => {
        db.prepare(
          'INSERT INTO account_totp (account, secret, enrolled_at, last_step) VALUES (?, ?, ?, -1) ON CONFLICT (account) DO UPDATE SET secret = excluded.secret, enrolled_at = excluded.enrolled_at, last_step = -1',
        ).run(account, totp.secret, totp.enrolledAt);
        db.prepare('DELETE FROM account_recovery_codes WHERE account = ?').run(account);
        const insert = db.prepare('INSERT INTO account_recovery_codes (account, hash) VALUES (?, ?) ON CONFLICT DO NOTHING');
        for (const hash of recoveryHashes) insert.run(account, hash);
      });
    },
    async useTotpStep(account, step) {
      return db.prepare('UPDATE account_totp SET last_step = ? WHERE account = ? AND last_step < ?').run(step, account, step).changes > 0;
    },
    async useRecoveryCode(account, hash) {
      return db.prepare('DELETE FROM account_recovery_codes WHERE account = ? AND hash = ?').run(account, hash).changes > 0;
    },
    async addPasskey(account, p) {
      const result = db
        .prepare(
          'INSERT INTO account_passkeys (id, account, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
        )
        .run(p.id, account, p.publicKey, p.counter, JSON.stringify(p.transports), p.createdAt);
      return result.changes > 0;
    },
    async usePasskey(account, id, counter) {
      return db.prepare('UPDATE account_passkeys SET counter = ? WHERE account = ? AND id = ?').run(counter, account, id).changes > 0;
    },
    async stepUpSession(idHash, at) {
      db.prepare('UPDATE sessions SET authenticated_at = ? WHERE id_hash = ?').run(at, idHash);
    },

    // presence and no lost edits (issue 49 part 4)
    async editDraft(id, version, files, change) {
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as (DraftRow & { files: string }) | undefined;
        if (!row || Number(row.version) !== version) return undefined;
        const before = draftOf(row);
        // an edit's author joins the draft's editors, whom four-eyes approval excludes (engine/review/approval.ts)
        const editors = before.editors.includes(change.by) ? before.editors : [...before.editors, change.by];
        const next: Draft = { ...before, files, version: version + 1, updatedAt: now().toISOString(), editors };
        db.prepare('UPDATE drafts SET files = ?, version = ?, updated_at = ?, editors = ? WHERE id = ?').run(
          JSON.stringify(files),
          next.version,
          next.updatedAt,
          JSON.stringify(editors),
          id,
        );
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
