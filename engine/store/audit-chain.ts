/**
 * The audit log's hash chain (issue 50 part 4): each entry carries the hash of the one before
 * (`prevHash`) and its own (`hash`), a SHA-256 over a canonical serialisation of its fields, so an
 * entry changed or removed in the database breaks the chain at that point. Every backend computes
 * the hash the same way, here, inside the transaction that appends (types.ts `audit`).
 *
 * Where the chain starts: entries written before the store hashed (schema 4) keep no hash; the
 * first hashed entry links to GENESIS. A store opened by this build therefore verifies as "n
 * unhashed entries, then a chain from seq k": an unhashed entry after the first hashed one is a break.
 */
import { createHash } from 'node:crypto';
import type { AuditEntry, NewAuditEntry } from './types.ts';

/** What the first hashed entry names as the hash before it. */
export const GENESIS = '0'.repeat(64);

/** JSON with every object's keys sorted, at every depth: one text for one value, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export type Unhashed = Omit<AuditEntry, 'hash' | 'prevHash'>;

/** The hash of one entry: SHA-256 (hex) of the canonical JSON of its fields and the hash before it. */
export function auditHash(entry: Unhashed, prevHash: string): string {
  const { seq, at, actor, action, revision, client, outcome, detail } = entry;
  return createHash('sha256').update(canonicalJson({ seq, at, actor, action, revision, client, outcome, detail, prevHash })).digest('hex');
}

/**
 * The entry as the store will give it back: `at` as a full ISO 8601 instant (Postgres returns
 * timestamptz that way) and `detail` through JSON (what a JSON column keeps), so the hash computed
 * before the insert is the hash of what a reader sees.
 */
export function storedForm(entry: NewAuditEntry, seq: number, now: Date): Unhashed {
  return {
    seq,
    at: new Date(entry.at ?? now).toISOString(),
    actor: entry.actor,
    action: entry.action,
    revision: entry.revision,
    client: entry.client,
    outcome: entry.outcome,
    detail: JSON.parse(JSON.stringify(entry.detail)) as Record<string, unknown>,
  };
}

/** The next entry of the chain: `head` is the newest stored entry (undefined in an empty log). */
export function chained(entry: NewAuditEntry, seq: number, head: Pick<AuditEntry, 'hash'> | undefined, now: Date): AuditEntry {
  const stored = storedForm(entry, seq, now);
  // an unhashed head is an entry from before the chain: the chain starts here
  const prevHash = head?.hash ?? GENESIS;
  return { ...stored, prevHash, hash: auditHash(stored, prevHash) };
}

export type ChainBreak = { seq: number; field: 'hash' | 'prevHash'; expected: string; found: string };

export interface ChainReport {
  /** entries whose hash was checked */
  verified: number;
  /** entries from before the chain (no hash), all before the first hashed one */
  unhashed: number;
  /** the first hashed entry's seq */
  startsAt?: number;
  /** the last entry checked */
  last?: number;
  broken?: ChainBreak;
}

/**
 * Walks the log oldest first, a page at a time (never all of it in memory), and stops at the first
 * entry that does not fit: its own hash recomputed differs (it was changed), or the hash it names
 * before it is not the previous entry's (one was removed or reordered in between).
 */
export async function verifyChain(
  page: (after: number, limit: number) => Promise<AuditEntry[]>,
  options: { pageSize?: number; onEntry?: (entry: AuditEntry) => void } = {},
): Promise<ChainReport> {
  const limit = options.pageSize ?? 500;
  const report: ChainReport = { verified: 0, unhashed: 0 };
  let previous: string | undefined;
  let after = 0;
  for (;;) {
    const entries = await page(after, limit);
    for (const entry of entries) {
      after = entry.seq;
      report.last = entry.seq;
      options.onEntry?.(entry);
      if (entry.hash === undefined || entry.prevHash === undefined) {
        if (previous !== undefined) return { ...report, broken: { seq: entry.seq, field: 'hash', expected: 'a hash (the chain had started)', found: 'none' } };
        report.unhashed++;
        continue;
      }
      const expectedPrev = previous ?? GENESIS;
      if (entry.prevHash !== expectedPrev) return { ...report, broken: { seq: entry.seq, field: 'prevHash', expected: expectedPrev, found: entry.prevHash } };
      const { hash, prevHash, ...fields } = entry;
      const recomputed = auditHash(fields, prevHash);
      if (recomputed !== hash) return { ...report, broken: { seq: entry.seq, field: 'hash', expected: recomputed, found: hash } };
      report.startsAt ??= entry.seq;
      report.verified++;
      previous = hash;
    }
    if (entries.length < limit) return report;
  }
}
