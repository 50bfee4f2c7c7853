import { randomUUID } from 'node:crypto';
import { chained } from './audit-chain.ts';
import { EMPTY_REVIEW } from '../../schemas/operator-api/review.ts';
import { contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { KEPT_CHANGES } from './collaboration.ts';
import type {
  Account,
  ApiToken,
  AuditEntry,
  ClaimedDelivery,
  ConfigStoreBackend,
  Draft,
  DraftChange,
  FleetSite,
  NewDelivery,
  Page,
  PresenceRecord,
  Revision,
  RevisionMeta,
  Schedule,
  SecondFactors,
  Session,
  StoredWebhook,
  WebhookDelivery,
} from './types.ts';

const meta = ({ files: _files, ...rest }: Revision): RevisionMeta => rest;
const copy = <T>(value: T): T => structuredClone(value);

/**
 * The store in this process only: unit tests, and the contract suite's reference. Everything is
 * copied in and out, so a caller never holds the store's own objects.
 */
export function openMemoryBackend(now: () => Date = () => new Date()): ConfigStoreBackend {
  const revisions: Revision[] = [];
  let live: Revision | undefined;
  const listeners = new Set<(id: string) => void>();
  const drafts = new Map<string, Draft>();
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, Session>();
  const audit: AuditEntry[] = [];
  const sites = new Map<string, FleetSite>();
  const loginFailures = new Map<string, number[]>();
  const apiTokens = new Map<string, ApiToken>();
  const summary = ({ secretHash: _hash, ...rest }: ApiToken) => copy(rest);
  const schedules = new Map<string, Schedule>();
  const webhooks = new Map<string, StoredWebhook>();
  const deliveries: (WebhookDelivery & Pick<NewDelivery, 'payload'>)[] = [];
  const factors = new Map<string, SecondFactors>();
  const factorsOf = (account: string): SecondFactors => {
    const found = factors.get(account) ?? { recoveryHashes: [], passkeys: [] };
    factors.set(account, found);
    return found;
  };
  const changes = new Map<string, DraftChange[]>();
  const presence = new Map<string, PresenceRecord>();
  const activity = new Set<() => void>();
  const announce = () => {
    for (const listener of activity) queueMicrotask(listener);
  };

  return {
    kind: 'memory',
    location: 'memory',
    live: async () => live && copy(live),
    liveId: async () => live?.id,
    revision: async (id) => {
      const found = revisions.find((r) => r.id === id);
      return found && copy(found);
    },
    async history({ before, limit }) {
      const seq = before === undefined ? Infinity : (revisionSeq(before) ?? 0);
      const older = revisions.filter((r) => (revisionSeq(r.id) ?? 0) < seq).reverse();
      const items = older.slice(0, limit).map(meta);
      const last = items.at(-1);
      return older.length > limit && last ? { items: copy(items), next: last.id } : { items: copy(items) };
    },
    async publish(input) {
      if ((live?.id ?? null) !== input.parent) return { ok: false, reason: 'stale-parent', live: live?.id ?? null };
      const revision: Revision = {
        id: revisionId(revisions.length + 1),
        contentId: contentIdOf(input.files),
        parent: input.parent,
        author: input.author,
        message: input.message,
        createdAt: now().toISOString(),
        kind: input.kind,
        ...(input.restores ? { restores: input.restores } : {}),
        lint: copy(input.lint),
        files: copy(input.files),
      };
      revisions.push(revision);
      live = revision;
      for (const listener of listeners) queueMicrotask(() => listener(revision.id));
      return { ok: true, revision: copy(meta(revision)) };
    },
    onLive(callback, onHealth) {
      listeners.add(callback);
      onHealth?.({ reachable: true });
      return () => listeners.delete(callback);
    },

    async createDraft(input) {
      const at = now().toISOString();
      const draft: Draft = { id: randomUUID(), ...copy(input), version: 1, createdAt: at, updatedAt: at, editors: [input.owner], review: { ...EMPTY_REVIEW } };
      drafts.set(draft.id, draft);
      return copy(draft);
    },
    draft: async (id) => {
      const found = drafts.get(id);
      return found && copy(found);
    },
    drafts: async (owner) =>
      [...drafts.values()]
        .filter((d) => owner === undefined || d.owner === owner)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(({ files: _files, ...rest }) => copy(rest)),
    async updateDraft(id, version, change) {
      const found = drafts.get(id);
      if (!found || found.version !== version) return undefined;
      const next: Draft = { ...found, ...copy(change), version: version + 1, updatedAt: now().toISOString() };
      drafts.set(id, next);
      return copy(next);
    },
    deleteDraft: async (id) => {
      changes.delete(id);
      return drafts.delete(id);
    },
    async changeDraftReview(id, change) {
      const found = drafts.get(id);
      if (!found) return undefined;
      const next: Draft = { ...found, review: copy(change(copy(found))) };
      drafts.set(id, next);
      return copy(next);
    },

    account: async (name) => {
      const found = accounts.get(name);
      return found && copy(found);
    },
    accounts: async () => [...accounts.values()].sort((a, b) => a.name.localeCompare(b.name)).map(({ passwordHash: _hash, ...rest }) => copy(rest)),
    async createAccount(account) {
      if (accounts.has(account.name)) return false;
      accounts.set(account.name, copy(account));
      return true;
    },
    async updateAccount(name, change) {
      const found = accounts.get(name);
      if (!found) return false;
      accounts.set(name, { ...found, ...copy(change) });
      return true;
    },

    async createSession(session) {
      sessions.set(session.idHash, copy(session));
    },
    session: async (idHash) => {
      const found = sessions.get(idHash);
      return found && copy(found);
    },
    async touchSession(idHash, lastSeenAt) {
      const found = sessions.get(idHash);
      if (found) found.lastSeenAt = lastSeenAt;
    },
    async deleteSession(idHash) {
      sessions.delete(idHash);
    },
    async deleteSessionsOf(account) {
      for (const [id, s] of sessions) if (s.account === account) sessions.delete(id);
    },
    async sessionsOf(account) {
      return [...sessions.values()]
        .filter((s) => account === undefined || s.account === account)
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
        .map(copy);
    },

    async reserveLoginAttempt(keys, at, since, limit) {
      for (const [key, times] of loginFailures) {
        const kept = times.filter((t) => t >= since);
        if (kept.length) loginFailures.set(key, kept);
        else loginFailures.delete(key);
      }
      if (keys.some((key) => (loginFailures.get(key)?.length ?? 0) >= limit)) return false;
      for (const key of keys) loginFailures.set(key, [...(loginFailures.get(key) ?? []), at]);
      return true;
    },
    async releaseLoginAttempt(key, at) {
      const times = loginFailures.get(key) ?? [];
      const i = times.indexOf(at);
      if (i >= 0) times.splice(i, 1);
    },
    loginFailures: async (keys, since, limit) =>
      keys.map((key) =>
        (loginFailures.get(key) ?? [])
          .filter((t) => t >= since)
          .sort((a, b) => b - a)
          .slice(0, limit),
      ),
    async clearLoginFailures(key) {
      loginFailures.delete(key);
    },

    async audit(entry) {
      const stored = chained(entry, audit.length + 1, audit.at(-1), now());
      audit.push(stored);
      return copy(stored);
    },
    async auditLog({ before, limit, actor, action }) {
      const matching = audit
        .filter((e) => (before === undefined || e.seq < before) && (actor === undefined || e.actor === actor) && (action === undefined || e.action === action))
        .reverse();
      const items = matching.slice(0, limit);
      const last = items.at(-1);
      const page: Page<AuditEntry> = matching.length > limit && last ? { items, next: String(last.seq) } : { items };
      return copy(page);
    },

    async recordSite(site) {
      sites.set(site.domain, {
        domain: site.domain,
        theme_code: site.theme_code,
        theme_color: site.theme_color,
        ...(site.languages ? { languages: [...site.languages] } : {}),
        seen: now().toISOString(),
      });
    },
    sites: async () => [...sites.values()].sort((a, b) => a.domain.localeCompare(b.domain)).map(copy),
    async forgetSites(domains) {
      for (const d of domains) sites.delete(d);
    },

    async close() {
      listeners.clear();
      activity.clear();
    },

    // presence and no lost edits (issue 49 part 4)
    async editDraft(id, version, files, change) {
      const found = drafts.get(id);
      if (!found || found.version !== version) return undefined;
      const at = now().toISOString();
      // an edit's author joins the draft's editors, whom four-eyes approval excludes (engine/review/approval.ts)
      const editors = found.editors.includes(change.by) ? found.editors : [...found.editors, change.by];
      const next: Draft = { ...found, files: copy(files), version: version + 1, updatedAt: at, editors };
      drafts.set(id, next);
      const kept = (changes.get(id) ?? []).filter((c) => c.version > next.version - KEPT_CHANGES);
      changes.set(id, [...kept, { ...copy(change), version: next.version, at }]);
      announce();
      return copy(next);
    },
    draftChanges: async (id, after) => copy((changes.get(id) ?? []).filter((c) => c.version > after)),
    async setPresence(record) {
      const at = now().toISOString();
      for (const [key, p] of presence) if (p.expiresAt <= at) presence.delete(key);
      presence.set(`${record.session} ${record.tab}`, copy(record));
      announce();
    },
    async touchPresence(session, tab, expiresAt) {
      const found = presence.get(`${session} ${tab}`);
      if (found) found.expiresAt = expiresAt;
    },
    presence: async (at) => [...presence.values()].filter((p) => p.expiresAt > at).map(copy),
    async clearPresence(session, tab) {
      for (const [key, p] of presence) if (p.session === session && (tab === undefined || p.tab === tab)) presence.delete(key);
      announce();
    },
    onActivity(callback) {
      activity.add(callback);
      return () => activity.delete(callback);
    },

    // the audit chain and named API tokens (issue 50 parts 4 and 5)
    auditRange: async ({ after, limit, since }) =>
      copy(audit.filter((e) => e.seq > after && (since === undefined || Date.parse(e.at) >= Date.parse(since))).slice(0, limit)),
    async createApiToken(token) {
      apiTokens.set(token.id, copy(token));
    },
    apiToken: async (secretHash) => {
      const found = [...apiTokens.values()].find((t) => t.secretHash === secretHash);
      return found && copy(found);
    },
    apiTokens: async (account) =>
      [...apiTokens.values()]
        .filter((t) => account === undefined || t.account === account)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map(summary),
    async touchApiToken(id, lastUsedAt) {
      const found = apiTokens.get(id);
      if (found) found.lastUsedAt = lastUsedAt;
    },
    async revokeApiToken(id) {
      const found = apiTokens.get(id);
      apiTokens.delete(id);
      return found && summary(found);
    },

    // scheduled publishing
    async createSchedule(input) {
      const schedule: Schedule = { id: randomUUID(), ...copy(input), createdAt: now().toISOString(), state: 'pending' };
      schedules.set(schedule.id, schedule);
      return copy(schedule);
    },
    schedule: async (id) => {
      const found = schedules.get(id);
      return found && copy(found);
    },
    schedules: async (options = {}) =>
      [...schedules.values()]
        .filter((s) => options.state === undefined || s.state === options.state)
        .sort((a, b) => a.at.localeCompare(b.at) || a.createdAt.localeCompare(b.createdAt))
        .map(copy),
    async claimSchedule(id, at) {
      const found = schedules.get(id);
      if (found?.state !== 'pending') return undefined;
      const next: Schedule = { ...found, state: 'publishing', settledAt: at };
      schedules.set(id, next);
      return copy(next);
    },
    async settleSchedule(id, outcome, at) {
      const found = schedules.get(id);
      if (found?.state !== 'publishing') return undefined;
      const next: Schedule = { ...found, ...copy(outcome), settledAt: at };
      schedules.set(id, next);
      return copy(next);
    },
    async cancelSchedule(id, by, at) {
      const found = schedules.get(id);
      if (found?.state !== 'pending') return undefined;
      const next: Schedule = { ...found, state: 'cancelled', settledAt: at, settledBy: by };
      schedules.set(id, next);
      return copy(next);
    },

    // webhooks (issue 50 part 4)
    async createWebhook(webhook) {
      webhooks.set(webhook.id, copy(webhook));
    },
    webhooks: async () => [...webhooks.values()].map(({ secret: _secret, ...rest }) => copy(rest)),
    async deleteWebhook(id, at) {
      if (!webhooks.delete(id)) return false;
      for (const d of deliveries)
        if (d.webhook === id && (d.state === 'pending' || d.state === 'sending')) {
          Object.assign(d, { state: 'failed', error: 'the webhook was removed', lastAttemptAt: at });
          delete d.nextAttempt;
        }
      return true;
    },
    async setWebhookDisabled(id, disabled) {
      const found = webhooks.get(id);
      if (!found) return false;
      found.disabled = disabled;
      return true;
    },
    async enqueueDeliveries(list) {
      for (const d of list)
        deliveries.push({
          id: d.id,
          webhook: d.webhook,
          event: d.event,
          payload: d.payload,
          payloadHash: d.payloadHash,
          attempt: 0,
          state: 'pending',
          at: d.at,
          nextAttempt: d.at,
        });
    },
    async claimDelivery(at, leaseUntil) {
      const due = deliveries
        .filter(
          (d) =>
            (d.state === 'pending' || d.state === 'sending') &&
            d.nextAttempt !== undefined &&
            d.nextAttempt <= at &&
            webhooks.get(d.webhook)?.disabled === false,
        )
        .sort((a, b) => (a.nextAttempt ?? '').localeCompare(b.nextAttempt ?? ''))[0];
      const hook = due && webhooks.get(due.webhook);
      if (!due || !hook) return undefined;
      Object.assign(due, { state: 'sending', attempt: due.attempt + 1, lastAttemptAt: at, nextAttempt: leaseUntil });
      const claimed: ClaimedDelivery = { ...copy(due), url: hook.url, secret: hook.secret };
      return claimed;
    },
    async finishDelivery(id, attempt, result) {
      const found = deliveries.find((d) => d.id === id);
      if (!found || found.attempt !== attempt || found.state !== 'sending') return;
      delete found.status;
      delete found.error;
      delete found.nextAttempt;
      Object.assign(found, copy(result));
    },
    deliveries: async ({ webhook, limit }) =>
      deliveries
        .filter((d) => webhook === undefined || d.webhook === webhook)
        .reverse()
        .slice(0, limit)
        .map(({ payload: _payload, ...rest }) => copy(rest)),
    async redeliver(id, at) {
      const found = deliveries.find((d) => d.id === id);
      if (!found) return false;
      delete found.status;
      delete found.error;
      Object.assign(found, { state: 'pending', attempt: 0, nextAttempt: at });
      return true;
    },

    secondFactors: async (account) => copy(factors.get(account) ?? { recoveryHashes: [], passkeys: [] }),
    async enrolTotp(account, totp, recoveryHashes) {
      const found = factorsOf(account);
      found.totp = { ...totp, lastStep: -1 };
      found.recoveryHashes = [...new Set(recoveryHashes)].sort();
    },
    async useTotpStep(account, step) {
      const totp = factors.get(account)?.totp;
      if (!totp || step <= totp.lastStep) return false;
      totp.lastStep = step;
      return true;
    },
    async useRecoveryCode(account, hash) {
      const found = factors.get(account);
      const at = found?.recoveryHashes.indexOf(hash) ?? -1;
      if (!found || at < 0) return false;
      found.recoveryHashes.splice(at, 1);
      return true;
    },
    async addPasskey(account, passkey) {
      if ([...factors.values()].some((f) => f.passkeys.some((p) => p.id === passkey.id))) return false;
      factorsOf(account).passkeys.push(copy(passkey));
      return true;
    },
    async usePasskey(account, id, counter) {
      const passkey = factors.get(account)?.passkeys.find((p) => p.id === id);
      if (!passkey) return false;
      passkey.counter = counter;
      return true;
    },
    async stepUpSession(idHash, at) {
      const found = sessions.get(idHash);
      if (found) found.authenticatedAt = at;
    },
  };
}
