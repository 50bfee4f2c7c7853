import { isRecord } from './fields.ts';

/** A marquee message (§7 leaves the shape open; the demo backend's is id, message). */
export interface MarqueeMessage {
  id: string;
  message: string;
}

function toMessage(item: unknown, i: number): MarqueeMessage | null {
  if (typeof item === 'string') return { id: String(i), message: item };
  if (!isRecord(item) || typeof item.message !== 'string') return null;
  return { id: typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : String(i), message: item.message };
}

/** The messages of a marquee value, blank ones dropped; null when an item has another shape. */
export function parseMarquee(value: readonly unknown[]): MarqueeMessage[] | null {
  const messages = value.map(toMessage);
  if (!messages.every((m): m is MarqueeMessage => m !== null)) return null;
  return messages.filter((m) => m.message.trim() !== '');
}
