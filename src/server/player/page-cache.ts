import { logger } from '../process/log.ts';

export interface PageCacheOptions {
  /** how long a kept page is served as it is (0: nothing is kept) */
  freshMs: number;
  /**
   * how long after its freshness a kept page may still be served while its replacement renders in
   * the background; past it (a backend failing for that long) a request waits for a render again
   */
  staleMs?: number;
  /** at most this many keys are remembered; the least recently asked for goes first */
  maxEntries?: number;
  now?: () => number;
  /** a background render that threw: no request waits for it, so it is reported here */
  onBackgroundError?: (key: string, error: unknown) => void;
}

/** A render's outcome: `keep` it or not, and until when it holds at most (ms; a scheduled window's next edge, docs/targeting.md). */
export interface RenderResult<T> {
  value: T;
  keep: boolean;
  until?: number;
}

interface Entry<T> {
  kept?: { value: T; at: number; until: number };
  pending?: Promise<RenderResult<T>>;
}

/**
 * A page cache with stale-while-revalidate: identical requests within `freshMs` share one render;
 * a kept page past its freshness is served at once while one background render per key replaces
 * it; concurrent misses for a key wait for the render already running instead of starting their
 * own. Only results the caller marks `keep` outlive their render, and a failed or not-kept
 * replacement leaves the stale page in place until the stale window closes. A page is never served,
 * fresh or stale, at or past its `until`: the next request then waits for a new render.
 */
export function createPageCache<T>(options: PageCacheOptions) {
  const { freshMs, staleMs = 0, maxEntries = 200, now = Date.now } = options;
  const report =
    options.onBackgroundError ??
    ((key: string, error: unknown) => logger.error({ event: 'render.backgroundFailed', key, err: error }, 'Background page render failed'));
  const entries = new Map<string, Entry<T>>();

  /** the most recently used key goes last: Map keeps insertion order, so the first is the one to drop */
  function touch(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function start(key: string, entry: Entry<T>, render: () => Promise<RenderResult<T>>): Promise<RenderResult<T>> {
    const startedAt = now();
    const pending = render();
    entry.pending = pending;
    const settle = () => {
      if (entry.pending === pending) entry.pending = undefined;
      if (!entry.kept && !entry.pending && entries.get(key) === entry) entries.delete(key);
    };
    void pending.then((r) => {
      // the page reflects what the backend said when the render began
      if (r.keep && freshMs > 0) entry.kept = { value: r.value, at: startedAt, until: r.until ?? Infinity };
      settle();
    }, settle);
    return pending;
  }

  /** `seen` learns how the lookup was answered: kept and fresh, kept and stale, joined a render in flight, or rendered */
  function cached(key: string, render: () => Promise<RenderResult<T>>, seen?: (result: 'hit' | 'stale' | 'shared' | 'miss') => void): Promise<T> {
    const entry = entries.get(key) ?? {};
    touch(key, entry);
    const at = now();
    // past its window edge a page is as good as absent
    const age = entry.kept && at < entry.kept.until ? at - entry.kept.at : Infinity;
    if (entry.kept && age < freshMs) {
      seen?.('hit');
      return Promise.resolve(entry.kept.value);
    }
    if (entry.kept && age < freshMs + staleMs) {
      seen?.('stale');
      if (!entry.pending) start(key, entry, render).catch((error: unknown) => report(key, error));
      return Promise.resolve(entry.kept.value);
    }
    // nothing servable: wait for the render already running, else run one
    entry.kept = undefined;
    seen?.(entry.pending ? 'shared' : 'miss');
    return (entry.pending ?? start(key, entry, render)).then((r) => r.value);
  }

  /**
   * Keeps `value`, rendered under another key, as `key`'s page (the caller knows `key` renders alike),
   * fresh from now, unless `key` has a page or a render of its own already.
   */
  function keep(key: string, value: T, until = Infinity): void {
    if (freshMs <= 0 || entries.get(key)?.kept || entries.get(key)?.pending) return;
    touch(key, { kept: { value, at: now(), until } });
  }

  return Object.assign(cached, { keep });
}
