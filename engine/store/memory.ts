import { randomUUID } from 'node:crypto';
import { contentIdOf } from './content-id.ts';
import { revisionId, revisionSeq } from './ids.ts';
import { KEPT_CHANGES } from './collaboration.ts';
import type { Account, AuditEntry, ConfigStoreBackend, Draft, DraftChange, FleetSite, Page, PresenceRecord, Revision, RevisionMeta, Session } from './types.ts';

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
      const draft: Draft = { id: randomUUID(), ...copy(input), version: 1, createdAt: at, updatedAt: at };
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
      const { at, ...rest } = entry;
      const stored: AuditEntry = { ...copy(rest), seq: audit.length + 1, at: at ?? now().toISOString() };
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
      const next: Draft = { ...found, files: copy(files), version: version + 1, updatedAt: at };
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
  };
}
