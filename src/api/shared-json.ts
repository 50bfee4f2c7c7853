/**
 * JSON answers of the page's own server (not the §7 backend: src/api/client.ts) kept in memory for a
 * minute, shared by whoever asks: a view the after-idle code prefetched (`data-idle-fetch`,
 * src/app/platform/after-idle.ts) is there, already read, when the widget that shows it asks, so it
 * renders in the same frame as the tap. Concurrent asks share one request; a failure is not kept.
 */
export const SHARED_JSON_MS = 60_000;
const MAX_ENTRIES = 64;

interface Entry {
  at: number;
  promise: Promise<unknown>;
  /** the answer once it has arrived */
  value?: unknown;
  settled: boolean;
}

const entries = new Map<string, Entry>();

function fresh(url: string, now: number): Entry | undefined {
  const hit = entries.get(url);
  if (hit && now - hit.at < SHARED_JSON_MS) return hit;
  if (hit) entries.delete(url);
  return undefined;
}

/** The answer for `url` (a same-origin GET), from memory when it is there; rejects on a network failure or a status other than 200. */
export function fetchSharedJson(url: string, options: { priority?: RequestPriority } = {}, now = Date.now()): Promise<unknown> {
  const hit = fresh(url, now);
  if (hit) return hit.promise;
  const entry: Entry = { at: now, settled: false, promise: Promise.resolve() };
  entry.promise = fetch(url, { priority: options.priority ?? 'high', credentials: 'same-origin' })
    .then((res) => {
      if (!res.ok) {
        // unread, the failure's body kept its request open in the browser until collected (a page never at network idle)
        void res.body?.cancel().catch(() => {});
        throw new Error(`${url}: HTTP ${res.status}`);
      }
      return res.json() as Promise<unknown>;
    })
    .then(
      (value) => {
        entry.value = value;
        entry.settled = true;
        return value;
      },
      (error: unknown) => {
        if (entries.get(url) === entry) entries.delete(url);
        throw error;
      },
    );
  entries.set(url, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return entry.promise;
}

/** The answer for `url` if it has already arrived (synchronously), else undefined. */
export function peekSharedJson(url: string, now = Date.now()): unknown {
  const hit = fresh(url, now);
  return hit?.settled ? hit.value : undefined;
}
