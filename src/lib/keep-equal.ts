import { isRecord } from '../../schemas/is-record.ts';

/**
 * `next` with every part that holds the same JSON as the same place in `previous` replaced by
 * `previous`'s own object (the whole of `previous` when nothing differs); `next` itself is never
 * changed. The renderer keeps what it works out of a config node (resolved props, walks, compiled
 * messages) by the node's identity, and a publish usually changes one value of one file: a new
 * revision's set passed through here finds all that kept work still in place. Objects must hold
 * their keys in the same order to count as equal, since the renderer walks them in that order.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const out = next.map((value: unknown, i) => {
      const kept = keepEqual(previous[i], value);
      if (kept !== previous[i]) same = false;
      return kept;
    });
    return (same ? previous : out) as T;
  }
  if (!plain(next) || !plain(previous)) return next;
  const before = Object.keys(previous);
  const entries = Object.entries(next);
  let same = entries.length === before.length;
  const out = entries.map(([key, value], i): [string, unknown] => {
    const had = Object.hasOwn(previous, key) ? previous[key] : undefined;
    const kept = keepEqual(had, value);
    if (kept !== had || before[i] !== key) same = false;
    return [key, kept];
  });
  // fromEntries: a parsed "__proto__" key stays an own key, as JSON.parse made it
  return (same ? previous : Object.fromEntries(out)) as T;
}

const plain = (value: unknown): value is Record<string, unknown> => isRecord(value) && Object.getPrototypeOf(value) === Object.prototype;
