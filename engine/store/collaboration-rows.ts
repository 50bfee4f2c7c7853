/** The rows of the draft change records and presence as both SQL stores return them (issue 49 part 4). */
import type { DraftChange, PresenceRecord } from './types.ts';

export interface DraftChangeRow {
  version: number | string;
  by_account: string;
  at: string | Date;
  /** JSON text (SQLite) or parsed (Postgres jsonb) */
  changed: string | string[];
}

export interface PresenceRow {
  session: string;
  tab: string;
  account: string;
  draft: string | null;
  template: string | null;
  node: string | null;
  expires_at: string | Date;
}

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export const draftChangeOf = (row: DraftChangeRow): DraftChange => ({
  version: Number(row.version),
  by: row.by_account,
  at: iso(row.at),
  changed: typeof row.changed === 'string' ? (JSON.parse(row.changed) as string[]) : row.changed,
});

export const presenceOf = (row: PresenceRow): PresenceRecord => ({
  session: row.session,
  tab: row.tab,
  account: row.account,
  ...(row.draft !== null ? { draft: row.draft } : {}),
  ...(row.template !== null ? { template: row.template } : {}),
  ...(row.node !== null ? { node: row.node } : {}),
  expiresAt: iso(row.expires_at),
});
