import { isId } from './fields.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** An announcement of fetch_announment (§7 leaves the shape open; the demo backend's is id, title, content, date). */
export interface Announcement {
  id: string;
  title: string;
  content: string;
  /** title and content in the site's local language ('' when not sent) */
  title_local: string;
  content_local: string;
  /** ISO date-time, or '' when the backend sends none */
  date: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function fields(item: Record<string, unknown>, id: string): Announcement {
  return {
    id,
    title: text(item.title),
    content: text(item.content),
    title_local: text(item.title_local),
    content_local: text(item.content_local),
    date: text(item.date),
  };
}

/**
 * The announcements of a fetch_announment value, all or nothing: null when an item lacks an id, a
 * title or a content (the widget shows its error state rather than a partial list).
 */
export function parseAnnouncements(value: readonly unknown[]): Announcement[] | null {
  const items = value.map((item) =>
    isRecord(item) && isId(item.id) && typeof item.title === 'string' && typeof item.content === 'string' ? fields(item, String(item.id)) : null,
  );
  return items.every((a): a is Announcement => a !== null) ? items : null;
}

/**
 * The readable announcements of a fetch_announment value, leniently (a news list): an item without
 * any title or text is left out, one without an id gets `n-<index>`. Plain text only.
 */
export function readAnnouncements(value: unknown): Announcement[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, i): Announcement[] => {
    if (!isRecord(item)) return [];
    const a = fields(item, isId(item.id) ? String(item.id) : `n-${i}`);
    return a.title || a.content || a.title_local || a.content_local ? [a] : [];
  });
}
