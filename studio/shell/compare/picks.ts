import type { RevisionMeta } from '../../api/types.ts';
import type { CompareTarget } from './CompareView.tsx';

/** The picks after toggling `id`: a third pick lets go of the oldest, so two are compared at most. */
export function pick(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  return [...picked, id].slice(-2);
}

/** Two picked revisions as a compare, the older first; undefined unless both are in the list (newest first). */
export function comparePair(items: readonly RevisionMeta[], picked: readonly string[]): [CompareTarget, CompareTarget] | undefined {
  const at = picked.map((id) => items.findIndex((r) => r.id === id));
  if (at.length !== 2 || at.some((i) => i < 0)) return undefined;
  const [older, newer] = [...at].sort((a, b) => b - a).map((i) => items[i]!);
  if (!older || !newer) return undefined;
  return [
    { side: { kind: 'revision', id: older.id }, label: `revision ${older.id}` },
    { side: { kind: 'revision', id: newer.id }, label: `revision ${newer.id}` },
  ];
}
