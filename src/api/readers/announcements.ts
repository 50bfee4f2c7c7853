import { isId } from './fields.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** An announcement of fetch_announment (§7 leaves the shape open; the demo backend's is id, title, content, date). */
export interface Announcement {
  id: string;
  title: string;
  content: string;
  /** title and content in the site's local language, when sent */
  title_local: string;
  content_local: string;
  /** ISO date-time, or '' when the backend sends none */
  date: string;
}

function toAnnouncement(item: unknown): Announcement | null {
  if (!isRecord(item) || !isId(item.id) || typeof item.title !== 'string' || typeof item.content !== 'string') return null;
  const local = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: String(item.id),
    title: item.title,
    content: item.content,
    title_local: local(item.title_local),
    content_local: local(item.content_local),
    date: typeof item.date === 'string' ? item.date : '',
  };
}

/** The announcements of a fetch_announment value, or null when an item has another shape (the widget's error state). */
export function parseAnnouncements(value: readonly unknown[]): Announcement[] | null {
  const items = value.map(toAnnouncement);
  return items.every((a): a is Announcement => a !== null) ? items : null;
}
