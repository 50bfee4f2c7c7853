/** An announcement of fetch_announment (§7 leaves the shape open; the demo backend's is id, title, content, date). */
export interface Announcement {
  id: string;
  title: string;
  content: string;
  /** ISO date-time, or '' when the backend sends none */
  date: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

function toAnnouncement(item: unknown): Announcement | null {
  if (!isRecord(item) || !isId(item.id) || typeof item.title !== 'string' || typeof item.content !== 'string') return null;
  return { id: String(item.id), title: item.title, content: item.content, date: typeof item.date === 'string' ? item.date : '' };
}

/** The announcements of a fetch_announment value, or null when an item has another shape (the widget's error state). */
export function parseAnnouncements(value: readonly unknown[]): Announcement[] | null {
  const items = value.map(toAnnouncement);
  return items.every((a): a is Announcement => a !== null) ? items : null;
}
