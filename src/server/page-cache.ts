/**
 * A micro-cache for rendered pages: identical requests within `ttlMs` share one render, and
 * concurrent identical requests wait for the render already running instead of starting their
 * own. Only results the caller marks `keep` outlive their render.
 */
export function createPageCache<T>(ttlMs: number, maxEntries = 200, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<{ value: T; keep: boolean }> }>();
  return function cached(key: string, render: () => Promise<{ value: T; keep: boolean }>): Promise<T> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value.then((r) => r.value);
    const value = render();
    const entry = { at: now(), value };
    entries.set(key, entry);
    void value.then(
      (r) => {
        if (!(r.keep && ttlMs > 0) && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    // oldest first: Map keeps insertion order
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value.then((r) => r.value);
  };
}
