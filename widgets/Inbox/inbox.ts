import { flag, str } from '../../src/api/readers/fields.ts';

/** An inbox message as the page shows it; fields the backend leaves out read as "nothing". */
export interface InboxItem {
  inbox_id: number | string;
  title: string;
  content: string;
  created_at: string;
  is_read: boolean;
  claimable: boolean;
  claimed: boolean;
  reward: number;
}

/** get_inbox's `value` (§7 shows only inbox_id): items without an id are dropped, never claimed. */
export function readInbox(value: unknown): InboxItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): InboxItem[] => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const id = r.inbox_id;
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    const reward = Number(r.reward);
    return [
      {
        inbox_id: id,
        title: str(r.title),
        content: str(r.content),
        created_at: str(r.created_at),
        is_read: flag(r.is_read),
        claimable: flag(r.claimable),
        claimed: flag(r.claimed),
        reward: Number.isFinite(reward) ? reward : 0,
      },
    ];
  });
}

/** After a successful claim: claimed, and read (the backend marks it so too). */
export function markClaimed(items: InboxItem[], id: InboxItem['inbox_id']): InboxItem[] {
  return items.map((i) => (String(i.inbox_id) === String(id) ? { ...i, claimed: true, is_read: true } : i));
}

export const unreadCount = (items: InboxItem[]) => items.filter((i) => !i.is_read).length;
