import type { Schedule, ScheduleState } from './types.ts';

/** A schedule's row in both SQL stores: `templates` is JSON text (SQLite) or parsed (Postgres jsonb); times are text or Date. */
export interface ScheduleRow {
  id: string;
  draft: string;
  content_id: string;
  parent: string;
  at: string | Date;
  time_zone: string;
  templates: string | Schedule['templates'];
  author: string;
  message: string;
  created_at: string | Date;
  state: string;
  revision: string | null;
  reason: string | null;
  settled_at: string | Date | null;
  settled_by: string | null;
}

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export function scheduleOf(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    draft: row.draft,
    contentId: row.content_id,
    parent: row.parent,
    at: iso(row.at),
    timeZone: row.time_zone,
    templates: typeof row.templates === 'string' ? (JSON.parse(row.templates) as Schedule['templates']) : row.templates,
    author: row.author,
    message: row.message,
    createdAt: iso(row.created_at),
    state: row.state as ScheduleState,
    ...(row.revision !== null ? { revision: row.revision } : {}),
    ...(row.reason !== null ? { reason: row.reason } : {}),
    ...(row.settled_at !== null ? { settledAt: iso(row.settled_at) } : {}),
    ...(row.settled_by !== null ? { settledBy: row.settled_by } : {}),
  };
}
