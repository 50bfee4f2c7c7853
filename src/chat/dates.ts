import type { ChatMessage } from './model.ts';
import { dateTimeFormat } from '../lib/intl-cache.ts';

const DAY_MS = 86_400_000;

/** Local calendar day number: separators follow the player's own midnight, not UTC's. */
function localDay(ts: number): number {
  const d = new Date(ts);
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * §2 date separator: "Today", "Yesterday" (worded by Intl in the page's locale: "Hari ini", "昨天"…), else the date.
 */
export function separatorLabel(ts: number, now: number, locale: string): string {
  const diff = localDay(ts) - localDay(now);
  if (diff === 0 || diff === -1) return capitalise(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(diff, 'day'), locale);
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(ts);
}

export const timeLabel = (ts: number, locale: string): string => dateTimeFormat(locale, { timeStyle: 'short' }).format(ts);

export type ChatRow = { kind: 'separator'; key: string; label: string } | { kind: 'message'; key: string; message: ChatMessage };

/** The message list with a separator before the first message of each local day. */
export function withSeparators(messages: readonly ChatMessage[], now: number, locale: string): ChatRow[] {
  const rows: ChatRow[] = [];
  let day: number | null = null;
  for (const message of messages) {
    const d = localDay(message.timestamp);
    if (d !== day) {
      rows.push({ kind: 'separator', key: `day-${d}`, label: separatorLabel(message.timestamp, now, locale) });
      day = d;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}
