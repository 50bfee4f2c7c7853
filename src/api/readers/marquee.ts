import { isRecord } from '../../../schemas/is-record.ts';

/** A marquee message (§7 leaves the shape open; the demo backend's is id, message, message_local). */
export interface MarqueeMessage {
  id: string;
  message: string;
  /** the same message in the site's local language, when sent */
  message_local: string;
}

function toMessage(item: unknown, i: number): MarqueeMessage | null {
  if (typeof item === 'string') return { id: String(i), message: item, message_local: '' };
  if (!isRecord(item) || typeof item.message !== 'string') return null;
  const id = typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : String(i);
  return { id, message: item.message, message_local: typeof item.message_local === 'string' ? item.message_local : '' };
}

/** The messages of a marquee value, blank ones dropped; null when an item has another shape. */
export function parseMarquee(value: readonly unknown[]): MarqueeMessage[] | null {
  const messages = value.map(toMessage);
  if (!messages.every((m): m is MarqueeMessage => m !== null)) return null;
  return messages.filter((m) => m.message.trim() !== '' || m.message_local.trim() !== '');
}
