import { randomUUID } from 'node:crypto';
import { EMPTY_REVIEW } from '../../schemas/operator-api/review.ts';
import postgres from 'postgres';
import { chained } from './audit-chain.ts';
import { blobIdOf, contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { livePoller } from './live-poller.ts';
import { POSTGRES_MIGRATIONS } from './postgres-schema.ts';
import { scheduleOf, type ScheduleRow } from './schedule-rows.ts';
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
import { ACTIVITY_CHANNEL, KEPT_CHANGES } from './collaboration.ts';
import { draftChangeOf, presenceOf, type DraftChangeRow, type PresenceRow } from './collaboration-rows.ts';
import type { ConfigStoreBackend, Draft, FileMap, FleetSite, Page, PublishResult, Revision } from './types.ts';
import { claimedOf, deliveryOf, resultColumns, webhookOf, type DeliveryRow, type WebhookRow } from './webhook-rows.ts';

/** The channel a publish notifies, in its transaction: listeners hear it on commit. */
export const LIVE_CHANNEL = 'config_store_live';
/** Polling under LISTEN: a notification lost in a reconnect still arrives within half a second. */
export const POSTGRES_POLL_MS = 500;
// one lock for every publish and migration of this store: a racing publish waits, then sees its parent is stale
const PUBLISH_LOCK = 282_028;
const MIGRATE_LOCK = 282_029;
// the first half of each login key's lock (pg_advisory_xact_lock(space, hashtext(key))): apart from the two above
const LOGIN_LOCK_SPACE = 282_030;
// held while an audit entry reads the chain's head and appends after it: every server appends to one chain
const AUDIT_LOCK = 282_031;

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
export async function openPostgresBackend(
  url: string,
  options: {
    pollMs?: number;
    now?: () => Date;
    /** each statement as it is sent (a test counts a publish's round trips) */ onStatement?: (text: string) => void;
  } = {},
): Promise<ConfigStoreBackend> {
  const now = options.now ?? (() => new Date());
  const { onStatement } = options;
  const sql = postgres(url, {
    max: 4,
    connect_timeout: 3,
    idle_timeout: 60,
    onnotice: () => {},
    ...(onStatement ? { debug: (_connection, query) => onStatement(query) } : {}),
  });
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
        // a publish usually changes one file of the set: the texts the store holds already are not sent again, and
        // the rest go in one statement (a statement per file made the transaction ~100 round trips long)
        const texts = new Map(entries.map((e) => [e.blob, e.text]));
        if (texts.size) {
          const held = await tx<{ id: string }[]>`SELECT id FROM config_blobs WHERE id IN ${tx([...texts.keys()])}`;
          for (const { id } of held) texts.delete(id);
        }
        if (texts.size) await tx`INSERT INTO config_blobs ${tx([...texts].map(([id, text]) => ({ id, text })))} ON CONFLICT (id) DO NOTHING`;
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
        editors: [input.owner],
        review: { ...EMPTY_REVIEW },
      };
      await sql`INSERT INTO config_drafts (id, owner, title, parent, files, version, created_at, updated_at, editors, review)
                VALUES (${draft.id}, ${draft.owner}, ${draft.title}, ${draft.parent}, ${JSON.stringify(draft.files)}::jsonb, 1, ${at}::timestamptz, ${at}::timestamptz,
                        ${JSON.stringify(draft.editors)}::jsonb, ${JSON.stringify(draft.review)}::jsonb)`;
      return draft;
    },
    async draft(id) {
      const [row] = await sql<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id}`;
      return row && draftOf(row);
    },
    async drafts(owner) {
      const rows =
        owner === undefined
          ? await sql<DraftRow[]>`SELECT id, owner, title, parent, version, created_at, updated_at, editors, review FROM config_drafts ORDER BY updated_at DESC`
          : await sql<
              DraftRow[]
            >`SELECT id, owner, title, parent, version, created_at, updated_at, editors, review FROM config_drafts WHERE owner = ${owner} ORDER BY updated_at DESC`;
      return rows.map(draftMetaOf);
    },
    async updateDraft(id, version, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id} FOR UPDATE`;
        if (!row || Number(row.version) !== version) return undefined;
        const next: Draft = { ...draftOf(row), ...change, version: version + 1, updatedAt: now().toISOString() };
        await tx`UPDATE config_drafts SET title = ${next.title}, parent = ${next.parent}, files = ${JSON.stringify(next.files)}::jsonb,
                 version = ${next.version}, updated_at = ${next.updatedAt}::timestamptz, editors = ${JSON.stringify(next.editors)}::jsonb WHERE id = ${id}`;
        return next;
      });
    },
    async changeDraftReview(id, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id} FOR UPDATE`;
        if (!row) return undefined;
        const current = draftOf(row);
        const next: Draft = { ...current, review: change(current) };
        await tx`UPDATE config_drafts SET review = ${JSON.stringify(next.review)}::jsonb WHERE id = ${id}`;
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
      const result = await sql`INSERT INTO operator_accounts (name, password_hash, grants, created_at, disabled, source, subject)
        VALUES (${a.name}, ${a.passwordHash}, ${JSON.stringify(a.grants)}::jsonb, ${a.createdAt}::timestamptz, ${a.disabled}, ${a.source ?? null}, ${a.subject ?? null})
        ON CONFLICT (name) DO NOTHING`;
      return result.count > 0;
    },
    async updateAccount(name, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<AccountRow[]>`SELECT * FROM operator_accounts WHERE name = ${name} FOR UPDATE`;
        if (!row) return false;
        const next = { ...accountOf(row), ...change };
        await tx`UPDATE operator_accounts SET password_hash = ${next.passwordHash}, grants = ${JSON.stringify(next.grants)}::jsonb, disabled = ${next.disabled},
          source = ${next.source ?? null}, subject = ${next.subject ?? null} WHERE name = ${name}`;
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
      return sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`;
        const [head] = await tx<{ hash: string | null }[]>`SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1`;
        // taken under the lock, so seq order is chain order
        const [next] = await tx<{ seq: string }[]>`SELECT nextval(pg_get_serial_sequence('audit_log', 'seq')) AS seq`;
        const e = chained(entry, Number(next?.seq), head?.hash ? { hash: head.hash } : undefined, now());
        const [row] = await tx<AuditRow[]>`INSERT INTO audit_log (seq, at, actor, action, revision, client, outcome, detail, prev_hash, hash)
          VALUES (${e.seq}, ${e.at}::timestamptz, ${e.actor}, ${e.action}, ${e.revision}, ${e.client}, ${e.outcome}, ${JSON.stringify(e.detail)}::jsonb, ${e.prevHash ?? null}, ${e.hash ?? null})
          RETURNING *`;
        if (!row) throw new Error('the audit entry was not stored');
        return auditOf(row);
      });
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

    // the audit chain and named API tokens (issue 50 parts 4 and 5)
    async auditRange({ after, limit, since }) {
      const rows = await sql<AuditRow[]>`SELECT * FROM audit_log WHERE seq > ${after}
        AND (${since ?? null}::timestamptz IS NULL OR at >= ${since ?? null}::timestamptz) ORDER BY seq LIMIT ${limit}`;
      return rows.map(auditOf);
    },
    async createApiToken(t) {
      await sql`INSERT INTO operator_api_tokens (id, secret_hash, name, account, role, scope, created_at, last_used_at, expires_at)
        VALUES (${t.id}, ${t.secretHash}, ${t.name}, ${t.account}, ${t.grant.role}, ${JSON.stringify(t.grant.scope)}::jsonb, ${t.createdAt}::timestamptz,
        ${t.lastUsedAt}::timestamptz, ${t.expiresAt}::timestamptz)`;
    },
    async apiToken(secretHash) {
      const [row] = await sql<ApiTokenRow[]>`SELECT * FROM operator_api_tokens WHERE secret_hash = ${secretHash}`;
      return row && apiTokenOf(row);
    },
    async apiTokens(account) {
      const rows =
        account === undefined
          ? await sql<ApiTokenRow[]>`SELECT * FROM operator_api_tokens ORDER BY created_at, id`
          : await sql<ApiTokenRow[]>`SELECT * FROM operator_api_tokens WHERE account = ${account} ORDER BY created_at, id`;
      return rows.map(apiTokenSummaryOf);
    },
    async touchApiToken(id, lastUsedAt) {
      await sql`UPDATE operator_api_tokens SET last_used_at = ${lastUsedAt}::timestamptz WHERE id = ${id}`;
    },
    async revokeApiToken(id) {
      const [row] = await sql<ApiTokenRow[]>`DELETE FROM operator_api_tokens WHERE id = ${id} RETURNING *`;
      return row && apiTokenSummaryOf(row);
    },

    // scheduled publishing
    async createSchedule(input) {
      const [row] = await sql<ScheduleRow[]>`INSERT INTO publish_schedules
        (id, draft, content_id, parent, at, time_zone, templates, author, message, created_at, state)
        VALUES (${randomUUID()}, ${input.draft}, ${input.contentId}, ${input.parent}, ${input.at}::timestamptz, ${input.timeZone},
          ${JSON.stringify(input.templates)}::jsonb, ${input.author}, ${input.message}, ${now().toISOString()}::timestamptz, 'pending')
        RETURNING *`;
      if (!row) throw new Error('the schedule was not stored');
      return scheduleOf(row);
    },
    async schedule(id) {
      const [row] = await sql<ScheduleRow[]>`SELECT * FROM publish_schedules WHERE id = ${id}`;
      return row && scheduleOf(row);
    },
    async schedules(options = {}) {
      const state = options.state ?? null;
      const rows = await sql<ScheduleRow[]>`SELECT * FROM publish_schedules WHERE (${state}::text IS NULL OR state = ${state}) ORDER BY at, created_at`;
      return rows.map(scheduleOf);
    },
    async claimSchedule(id, at) {
      // one UPDATE: a row lock makes every other claimer wait, then see the state is no longer 'pending'
      const [row] = await sql<ScheduleRow[]>`UPDATE publish_schedules SET state = 'publishing', settled_at = ${at}::timestamptz
        WHERE id = ${id} AND state = 'pending' RETURNING *`;
      return row && scheduleOf(row);
    },
    async settleSchedule(id, outcome, at) {
      const revision = outcome.state === 'published' ? outcome.revision : null;
      const reason = outcome.state === 'failed' ? outcome.reason : null;
      const [row] = await sql<ScheduleRow[]>`UPDATE publish_schedules SET state = ${outcome.state}, revision = ${revision}, reason = ${reason},
        settled_at = ${at}::timestamptz WHERE id = ${id} AND state = 'publishing' RETURNING *`;
      return row && scheduleOf(row);
    },
    async cancelSchedule(id, by, at) {
      const [row] = await sql<ScheduleRow[]>`UPDATE publish_schedules SET state = 'cancelled', settled_at = ${at}::timestamptz, settled_by = ${by}
        WHERE id = ${id} AND state = 'pending' RETURNING *`;
      return row && scheduleOf(row);
    },

    // webhooks (issue 50 part 4)
    async createWebhook(w) {
      await sql`INSERT INTO operator_webhooks (id, url, secret, events, scope, created_by, created_at, disabled)
        VALUES (${w.id}, ${w.url}, ${w.secret}, ${JSON.stringify(w.events)}::jsonb, ${JSON.stringify(w.scope)}::jsonb, ${w.createdBy}, ${w.createdAt}::timestamptz, ${w.disabled})`;
    },
    async webhooks() {
      return (await sql<WebhookRow[]>`SELECT * FROM operator_webhooks ORDER BY created_at, id`).map((row) => {
        const { secret: _secret, ...rest } = webhookOf(row);
        return rest;
      });
    },
    async deleteWebhook(id, at) {
      return sql.begin(async (tx) => {
        if ((await tx`DELETE FROM operator_webhooks WHERE id = ${id}`).count === 0) return false;
        await tx`UPDATE operator_webhook_deliveries SET state = 'failed', error = 'the webhook was removed', last_attempt_at = ${at}::timestamptz, next_attempt = NULL
                 WHERE webhook = ${id} AND state IN ('pending', 'sending')`;
        return true;
      });
    },
    setWebhookDisabled: async (id, disabled) => (await sql`UPDATE operator_webhooks SET disabled = ${disabled} WHERE id = ${id}`).count > 0,
    async enqueueDeliveries(list) {
      if (list.length === 0) return;
      await sql`INSERT INTO operator_webhook_deliveries ${sql(
        list.map((d) => ({
          id: d.id,
          webhook: d.webhook,
          event: d.event,
          payload: d.payload,
          payload_hash: d.payloadHash,
          attempt: 0,
          state: 'pending',
          at: d.at,
          next_attempt: d.at,
        })),
      )}`;
    },
    async claimDelivery(at, leaseUntil) {
      // SKIP LOCKED: two servers claiming at once each take a different row, never the same one
      const [row] = await sql<(DeliveryRow & { payload: string })[]>`
        UPDATE operator_webhook_deliveries SET state = 'sending', attempt = attempt + 1, last_attempt_at = ${at}::timestamptz, next_attempt = ${leaseUntil}::timestamptz
        WHERE id = (
          SELECT d.id FROM operator_webhook_deliveries d JOIN operator_webhooks w ON w.id = d.webhook
          WHERE d.state IN ('pending', 'sending') AND d.next_attempt <= ${at}::timestamptz AND NOT w.disabled
          ORDER BY d.next_attempt, d.seq LIMIT 1 FOR UPDATE OF d SKIP LOCKED
        )
        RETURNING *`;
      if (!row) return undefined;
      const [hook] = await sql<{ url: string; secret: string }[]>`SELECT url, secret FROM operator_webhooks WHERE id = ${row.webhook}`;
      return hook && claimedOf({ ...row, url: hook.url, secret: hook.secret });
    },
    async finishDelivery(id, attempt, result) {
      const c = resultColumns(result);
      await sql`UPDATE operator_webhook_deliveries SET state = ${c.state}, status = ${c.status}, error = ${c.error}, next_attempt = ${c.next_attempt}::timestamptz
                WHERE id = ${id} AND attempt = ${attempt} AND state = 'sending'`;
    },
    async deliveries({ webhook, limit }) {
      const rows = await sql<DeliveryRow[]>`SELECT * FROM operator_webhook_deliveries WHERE (${webhook ?? null}::text IS NULL OR webhook = ${webhook ?? null})
        ORDER BY seq DESC LIMIT ${limit}`;
      return rows.map(deliveryOf);
    },
    redeliver: async (id, at) =>
      (
        await sql`UPDATE operator_webhook_deliveries SET state = 'pending', attempt = 0, status = NULL, error = NULL, next_attempt = ${at}::timestamptz WHERE id = ${id}`
      ).count > 0,

    async secondFactors(account) {
      const [totp] = await sql<TotpRow[]>`SELECT secret, enrolled_at, last_step FROM operator_totp WHERE account = ${account}`;
      const hashes = await sql<{ hash: string }[]>`SELECT hash FROM operator_recovery_codes WHERE account = ${account} ORDER BY hash`;
      const passkeys = await sql<PasskeyRow[]>`SELECT * FROM operator_passkeys WHERE account = ${account} ORDER BY created_at, id`;
      return { ...(totp ? { totp: totpOf(totp) } : {}), recoveryHashes: hashes.map((r) => r.hash), passkeys: passkeys.map(passkeyOf) };
    },
    async enrolTotp(account, totp, recoveryHashes) {
      await sql.begin(async (tx) => {
        await tx`INSERT INTO operator_totp (account, secret, enrolled_at, last_step) VALUES (${account}, ${totp.secret}, ${totp.enrolledAt}::timestamptz, -1)
          ON CONFLICT (account) DO UPDATE SET secret = excluded.secret, enrolled_at = excluded.enrolled_at, last_step = -1`;
        await tx`DELETE FROM operator_recovery_codes WHERE account = ${account}`;
        if (recoveryHashes.length)
          await tx`INSERT INTO operator_recovery_codes ${tx([...new Set(recoveryHashes)].map((hash) => ({ account, hash })))} ON CONFLICT DO NOTHING`;
      });
    },
    async useTotpStep(account, step) {
      return (await sql`UPDATE operator_totp SET last_step = ${step} WHERE account = ${account} AND last_step < ${step}`).count > 0;
    },
    async useRecoveryCode(account, hash) {
      return (await sql`DELETE FROM operator_recovery_codes WHERE account = ${account} AND hash = ${hash}`).count > 0;
    },
    async addPasskey(account, p) {
      const result = await sql`INSERT INTO operator_passkeys (id, account, public_key, counter, transports, created_at)
        VALUES (${p.id}, ${account}, ${p.publicKey}, ${p.counter}, ${JSON.stringify(p.transports)}::jsonb, ${p.createdAt}::timestamptz) ON CONFLICT (id) DO NOTHING`;
      return result.count > 0;
    },
    async usePasskey(account, id, counter) {
      return (await sql`UPDATE operator_passkeys SET counter = ${counter} WHERE account = ${account} AND id = ${id}`).count > 0;
    },
    async stepUpSession(idHash, at) {
      await sql`UPDATE operator_sessions SET authenticated_at = ${at}::timestamptz WHERE id_hash = ${idHash}`;
    },

    // presence and no lost edits (issue 49 part 4)
    async editDraft(id, version, files, change) {
      return sql.begin(async (tx) => {
        const [row] = await tx<(DraftRow & { files: FileMap })[]>`SELECT * FROM config_drafts WHERE id = ${id} FOR UPDATE`;
        if (!row || Number(row.version) !== version) return undefined;
        const before = draftOf(row);
        // an edit's author joins the draft's editors, whom four-eyes approval excludes (engine/review/approval.ts)
        const editors = before.editors.includes(change.by) ? before.editors : [...before.editors, change.by];
        const next: Draft = { ...before, files, version: version + 1, updatedAt: now().toISOString(), editors };
        await tx`UPDATE config_drafts SET files = ${JSON.stringify(files)}::jsonb, version = ${next.version}, updated_at = ${next.updatedAt}::timestamptz,
                 editors = ${JSON.stringify(editors)}::jsonb WHERE id = ${id}`;
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
