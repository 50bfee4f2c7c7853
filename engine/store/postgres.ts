import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { blobIdOf, contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { livePoller } from './live-poller.ts';
import { POSTGRES_MIGRATIONS } from './postgres-schema.ts';
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
import { ACTIVITY_CHANNEL, KEPT_CHANGES } from './collaboration.ts';
import { draftChangeOf, presenceOf, type DraftChangeRow, type PresenceRow } from './collaboration-rows.ts';
import type { ConfigStoreBackend, Draft, FileMap, FleetSite, Page, PublishResult, Revision } from './types.ts';

/** The channel a publish notifies, in its transaction: listeners hear it on commit. */
export const LIVE_CHANNEL = 'config_store_live';
/** Polling under LISTEN: a notification lost in a reconnect still arrives within half a second. */
export const POSTGRES_POLL_MS = 500;
// one lock for every publish and migration of this store: a racing publish waits, then sees its parent is stale
const PUBLISH_LOCK = 282_028;
const MIGRATE_LOCK = 282_029;
// the first half of each login key's lock (pg_advisory_xact_lock(space, hashtext(key))): apart from the two above
const LOGIN_LOCK_SPACE = 282_030;

type Sql = postgres.Sql;

/** The URL without its password: what logs and /healthz/config may show. */
export function safeLocation(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}

async function migrate(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATE_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS config_store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`;
    const [row] = await tx<{ value: string }[]>`SELECT value FROM config_store_meta WHERE key = 'schema'`;
    const version = row ? Number(row.value) : 0;
    if (version > POSTGRES_MIGRATIONS.length)
      throw new Error(`the config store was written by a newer build (schema ${version}; this build knows ${POSTGRES_MIGRATIONS.length})`);
    for (const step of POSTGRES_MIGRATIONS.slice(version)) await tx.unsafe(step);
    await tx`INSERT INTO config_store_meta (key, value) VALUES ('schema', ${String(POSTGRES_MIGRATIONS.length)})
             ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
  });
}

/**
 * The store for many servers: Postgres (the `postgres` client). A publish is one transaction
 * under an advisory lock that checks the parent is still live, stores the files (each text once),
 * moves the live pointer and NOTIFYs; every instance LISTENs, and polls as a fallback.
 */
export async function openPostgresBackend(url: string, options: { pollMs?: number; now?: () => Date } = {}): Promise<ConfigStoreBackend> {
  const now = options.now ?? (() => new Date());
  const sql = postgres(url, { max: 4, connect_timeout: 3, idle_timeout: 60, onnotice: () => {} });
  await migrate(sql);

  const liveSeq = async (): Promise<number | undefined> => {
    const [row] = await sql<{ revision: string }[]>`SELECT revision FROM config_live WHERE one = 1`;
    return row ? Number(row.revision) : undefined;
  };
  const revisionAt = async (seq: number | undefined): Promise<Revision | undefined> => {
    if (seq === undefined) return undefined;
    const [row] = await sql<RevisionRow[]>`SELECT * FROM config_revisions WHERE seq = ${seq}`;
    if (!row) return undefined;
    const files = await sql<{ path: string; text: string }[]>`
      SELECT f.path, b.text FROM config_revision_files f JOIN config_blobs b ON b.id = f.blob WHERE f.revision = ${seq} ORDER BY f.path`;
    const map: FileMap = Object.fromEntries(files.map((f) => [f.path, f.text]));
    return { ...revisionMetaOf(row), files: map };
  };
  const poller = livePoller(async () => {
    const seq = await liveSeq();
    return seq === undefined ? undefined : revisionId(seq);
  }, options.pollMs ?? POSTGRES_POLL_MS);
  let listening: Promise<{ unlisten(): Promise<void> } | undefined> | undefined;
  let listeningActivity: Promise<{ unlisten(): Promise<void> } | undefined> | undefined;
  const activity = new Set<() => void>();

  return {
    kind: 'postgres',
    location: safeLocation(url),
    live: async () => revisionAt(await liveSeq()),
    liveId: async () => {
      const seq = await liveSeq();
      return seq === undefined ? undefined : revisionId(seq);
    },
    revision: async (id) => revisionAt(revisionSeq(id)),
    async history({ before, limit }) {
      const seq = before === undefined ? Number.MAX_SAFE_INTEGER : (revisionSeq(before) ?? 0);
      const rows = await sql<RevisionRow[]>`SELECT * FROM config_revisions WHERE seq < ${seq} ORDER BY seq DESC LIMIT ${limit + 1}`;
      const items = rows.slice(0, limit).map(revisionMetaOf);
      const last = items.at(-1);
      return rows.length > limit && last ? { items, next: last.id } : { items };
    },
    async publish(input): Promise<PublishResult> {
      const parentSeq = input.parent === null ? null : (revisionSeq(input.parent) ?? -1);
      const restoresSeq = input.restores === undefined ? null : (revisionSeq(input.restores) ?? null);
      return sql.begin(async (tx): Promise<PublishResult> => {
        await tx`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK})`;
        const [current] = await tx<{ revision: string }[]>`SELECT revision FROM config_live WHERE one = 1`;
        const currentSeq = current ? Number(current.revision) : null;
        if (currentSeq !== parentSeq) return { ok: false, reason: 'stale-parent', live: currentSeq === null ? null : revisionId(currentSeq) };
        const createdAt = now().toISOString();
        const [row] = await tx<RevisionRow[]>`
          INSERT INTO config_revisions (content_id, parent, author, message, created_at, kind, restores, lint)
          VALUES (${contentIdOf(input.files)}, ${parentSeq}, ${input.author}, ${input.message}, ${createdAt}::timestamptz, ${input.kind}, ${restoresSeq}, ${JSON.stringify(input.lint)}::jsonb)
          RETURNING *`;
        if (!row) throw new Error('the revision was not stored');
        const seq = Number(row.seq);
        const entries = Object.entries(input.files).map(([path, text]) => ({ path, text, blob: blobIdOf(text) }));
        for (const e of entries) await tx`INSERT INTO config_blobs (id, text) VALUES (${e.blob}, ${e.text}) ON CONFLICT (id) DO NOTHING`;
        if (entries.length) await tx`INSERT INTO config_revision_files ${tx(entries.map((e) => ({ revision: seq, path: e.path, blob: e.blob })))}`;
        await tx`INSERT INTO config_live (one, revision, updated_at) VALUES (1, ${seq}, ${createdAt}::timestamptz)
                 ON CONFLICT (one) DO UPDATE SET revision = excluded.revision, updated_at = excluded.updated_at`;
        await tx`SELECT pg_notify(${LIVE_CHANNEL}, ${revisionId(seq)})`;
        return { ok: true, revision: revisionMetaOf(row) };
      });
    },
    onLive(callback, onHealth) {
      // one LISTEN per backend; the client re-listens after a reconnect, and the poller covers the gap
      listening ??= sql.listen(LIVE_CHANNEL, () => poller.nudge()).catch(() => undefined);
      return poller.subscribe(callback, onHealth);
    },

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
      await sql`INSERT INTO config_drafts (id, owner, title, parent, files, version, created_at, updated_at)
                VALUES (${draft.id}, ${draft.owner}, ${draft.title}, ${draft.parent}, ${JSON.stringify(draft.files)}::jsonb, 1, ${at}::timestamptz, ${at}::timestamptz)`;
      return draft;
    },
    async draft(id) {
      const [row] = await sql<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id}`;
      return row && draftOf(row);
    },
    async drafts(owner) {
      const rows =
        owner === undefined
          ? await sql<DraftRow[]>`SELECT id, owner, title, parent, version, created_at, updated_at FROM config_drafts ORDER BY updated_at DESC`
          : await sql<
              DraftRow[]
            >`SELECT id, owner, title, parent, version, created_at, updated_at FROM config_drafts WHERE owner = ${owner} ORDER BY updated_at DESC`;
      return rows.map(draftMetaOf);
    },
    async updateDraft(id, version, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id} FOR UPDATE`;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), ...change, version: version + 1, updatedAt: now().toISOString() };
        await tx`UPDATE config_drafts SET title = ${next.title}, parent = ${next.parent}, files = ${JSON.stringify(next.files)}::jsonb,
                 version = ${next.version}, updated_at = ${next.updatedAt}::timestamptz WHERE id = ${id}`;
        return next;
      });
    },
    deleteDraft: async (id) => (await sql`DELETE FROM config_drafts WHERE id = ${id}`).count > 0,

    async account(name) {
      const [row] = await sql<AccountRow[]>`SELECT * FROM operator_accounts WHERE name = ${name}`;
      return row && accountOf(row);
    },
    async accounts() {
      return (await sql<AccountRow[]>`SELECT * FROM operator_accounts ORDER BY name`).map((row) => {
        const { passwordHash: _hash, ...rest } = accountOf(row);
        return rest;
      });
    },
    async createAccount(a) {
      const result = await sql`INSERT INTO operator_accounts (name, password_hash, grants, created_at, disabled)
        VALUES (${a.name}, ${a.passwordHash}, ${JSON.stringify(a.grants)}::jsonb, ${a.createdAt}::timestamptz, ${a.disabled}) ON CONFLICT (name) DO NOTHING`;
      return result.count > 0;
    },
    async updateAccount(name, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<AccountRow[]>`SELECT * FROM operator_accounts WHERE name = ${name} FOR UPDATE`;
        if (!row) return false;
        const next = { ...accountOf(row), ...change };
        await tx`UPDATE operator_accounts SET password_hash = ${next.passwordHash}, grants = ${JSON.stringify(next.grants)}::jsonb, disabled = ${next.disabled} WHERE name = ${name}`;
        return true;
      });
    },

    async createSession(s) {
      await sql`INSERT INTO operator_sessions (id_hash, account, csrf_token, created_at, last_seen_at, expires_at)
        VALUES (${s.idHash}, ${s.account}, ${s.csrfToken}, ${s.createdAt}::timestamptz, ${s.lastSeenAt}::timestamptz, ${s.expiresAt}::timestamptz)`;
    },
    async session(idHash) {
      const [row] = await sql<SessionRow[]>`SELECT * FROM operator_sessions WHERE id_hash = ${idHash}`;
      return row && sessionOf(row);
    },
    async touchSession(idHash, lastSeenAt) {
      await sql`UPDATE operator_sessions SET last_seen_at = ${lastSeenAt}::timestamptz WHERE id_hash = ${idHash}`;
    },
    async deleteSession(idHash) {
      await sql`DELETE FROM operator_sessions WHERE id_hash = ${idHash}`;
    },
    async deleteSessionsOf(account) {
      await sql`DELETE FROM operator_sessions WHERE account = ${account}`;
    },
    async sessionsOf(account) {
      const rows =
        account === undefined
          ? await sql<SessionRow[]>`SELECT * FROM operator_sessions ORDER BY created_at, id_hash`
          : await sql<SessionRow[]>`SELECT * FROM operator_sessions WHERE account = ${account} ORDER BY created_at, id_hash`;
      return rows.map(sessionOf);
    },

    async reserveLoginAttempt(keys, at, since, limit) {
      return sql.begin(async (tx) => {
        // each key's lock, in one order: two servers reserving on one account take turns, never deadlock
        for (const key of [...new Set(keys)].sort()) await tx`SELECT pg_advisory_xact_lock(${LOGIN_LOCK_SPACE}, hashtext(${key}))`;
        await tx`DELETE FROM operator_login_failures WHERE at < ${since}`;
        const counts = await tx<
          { n: string }[]
        >`SELECT COUNT(*) AS n FROM operator_login_failures WHERE key IN ${tx([...keys])} AND at >= ${since} GROUP BY key`;
        if (counts.some((row) => Number(row.n) >= limit)) return false;
        if (keys.length) await tx`INSERT INTO operator_login_failures ${tx(keys.map((key) => ({ key, at })))}`;
        return true;
      });
    },
    async releaseLoginAttempt(key, at) {
      await sql`DELETE FROM operator_login_failures WHERE ctid = (SELECT ctid FROM operator_login_failures WHERE key = ${key} AND at = ${at} LIMIT 1)`;
    },
    async loginFailures(keys, since, limit) {
      return Promise.all(
        keys.map(async (key) =>
          (await sql<{ at: string }[]>`SELECT at FROM operator_login_failures WHERE key = ${key} AND at >= ${since} ORDER BY at DESC LIMIT ${limit}`).map((r) =>
            Number(r.at),
          ),
        ),
      );
    },
    async clearLoginFailures(key) {
      await sql`DELETE FROM operator_login_failures WHERE key = ${key}`;
    },

    async audit(entry) {
      const at = entry.at ?? now().toISOString();
      const [row] = await sql<AuditRow[]>`INSERT INTO audit_log (at, actor, action, revision, client, outcome, detail)
        VALUES (${at}::timestamptz, ${entry.actor}, ${entry.action}, ${entry.revision}, ${entry.client}, ${entry.outcome}, ${JSON.stringify(entry.detail)}::jsonb)
        RETURNING *`;
      if (!row) throw new Error('the audit entry was not stored');
      return auditOf(row);
    },
    async auditLog({ before, limit, actor, action }) {
      const rows = await sql<AuditRow[]>`SELECT * FROM audit_log WHERE seq < ${before ?? Number.MAX_SAFE_INTEGER}
        AND (${actor ?? null}::text IS NULL OR actor = ${actor ?? null}) AND (${action ?? null}::text IS NULL OR action = ${action ?? null})
        ORDER BY seq DESC LIMIT ${limit + 1}`;
      const items = rows.slice(0, limit).map(auditOf);
      const last = items.at(-1);
      const page: Page<(typeof items)[number]> = rows.length > limit && last ? { items, next: String(last.seq) } : { items };
      return page;
    },

    async recordSite(site) {
      const languages = site.languages ? JSON.stringify(site.languages) : null;
      await sql`INSERT INTO fleet_sites (domain, theme_code, theme_color, languages, seen)
        VALUES (${site.domain}, ${site.theme_code}, ${site.theme_color}, ${languages}::jsonb, ${now().toISOString()}::timestamptz)
        ON CONFLICT (domain) DO UPDATE SET theme_code = excluded.theme_code, theme_color = excluded.theme_color, languages = excluded.languages, seen = excluded.seen`;
    },
    async sites(): Promise<FleetSite[]> {
      return (await sql<SiteRow[]>`SELECT domain, theme_code, theme_color, languages, seen FROM fleet_sites ORDER BY domain`).map(fleetSiteOf);
    },
    async forgetSites(domains) {
      if (domains.length) await sql`DELETE FROM fleet_sites WHERE domain IN ${sql([...domains])}`;
    },

    async close() {
      poller.close();
      activity.clear();
      await (await listening)?.unlisten().catch(() => undefined);
      await (await listeningActivity)?.unlisten().catch(() => undefined);
      await sql.end({ timeout: 2 });
    },

    // presence and no lost edits (issue 49 part 4)
    async editDraft(id, version, files, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id} FOR UPDATE`;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), files, version: version + 1, updatedAt: now().toISOString() };
        await tx`UPDATE config_drafts SET files = ${JSON.stringify(files)}::jsonb, version = ${next.version}, updated_at = ${next.updatedAt}::timestamptz WHERE id = ${id}`;
        await tx`INSERT INTO config_draft_changes (draft, version, by_account, at, changed)
                 VALUES (${id}, ${next.version}, ${change.by}, ${next.updatedAt}::timestamptz, ${JSON.stringify(change.changed)}::jsonb)`;
        await tx`DELETE FROM config_draft_changes WHERE draft = ${id} AND version <= ${next.version - KEPT_CHANGES}`;
        await tx`SELECT pg_notify(${ACTIVITY_CHANNEL}, ${id})`;
        return next;
      });
    },
    async draftChanges(id, after) {
      const rows = await sql<DraftChangeRow[]>`
        SELECT version, by_account, at, changed FROM config_draft_changes WHERE draft = ${id} AND version > ${after} ORDER BY version`;
      return rows.map(draftChangeOf);
    },
    async setPresence(record) {
      await sql.begin(async (tx) => {
        await tx`DELETE FROM operator_presence WHERE expires_at <= ${now().toISOString()}::timestamptz`;
        await tx`INSERT INTO operator_presence (session, tab, account, draft, template, node, expires_at)
                 VALUES (${record.session}, ${record.tab}, ${record.account}, ${record.draft ?? null}, ${record.template ?? null}, ${record.node ?? null}, ${record.expiresAt}::timestamptz)
                 ON CONFLICT (session, tab) DO UPDATE SET account = excluded.account, draft = excluded.draft, template = excluded.template,
                   node = excluded.node, expires_at = excluded.expires_at`;
        await tx`SELECT pg_notify(${ACTIVITY_CHANNEL}, 'presence')`;
      });
    },
    async touchPresence(session, tab, expiresAt) {
      await sql`UPDATE operator_presence SET expires_at = ${expiresAt}::timestamptz WHERE session = ${session} AND tab = ${tab}`;
    },
    async presence(at) {
      const rows = await sql<PresenceRow[]>`SELECT * FROM operator_presence WHERE expires_at > ${at}::timestamptz ORDER BY account, tab`;
      return rows.map(presenceOf);
    },
    async clearPresence(session, tab) {
      if (tab === undefined) await sql`DELETE FROM operator_presence WHERE session = ${session}`;
      else await sql`DELETE FROM operator_presence WHERE session = ${session} AND tab = ${tab}`;
      await sql`SELECT pg_notify(${ACTIVITY_CHANNEL}, 'presence')`;
    },
    onActivity(callback) {
      // one LISTEN per backend for every subscriber; a notification lost in a reconnect is covered by the readers' own poll
      listeningActivity ??= sql
        .listen(ACTIVITY_CHANNEL, () => {
          for (const listener of activity) listener();
        })
        .catch(() => undefined);
      activity.add(callback);
      return () => activity.delete(callback);
    },
  };
}
