/** §9 constants of the new-version check (the Nuxt app-manifest behaviour). */
export const VERSION_POLL_MS = 3_600_000;
export const FIRST_CHECK_DELAY_MS = 1_000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'chunk-reload-at';

export interface BuildManifest {
  id: string;
  timestamp: number;
  matcher?: unknown;
}

/** Fetches builds/latest.json (the timestamp defeats caches) and says whether a newer build is live. */
export async function checkForNewBuild(currentId: string, fetcher: typeof fetch = fetch, now = Date.now()): Promise<boolean> {
  try {
    const res = await fetcher(`/builds/latest.json?${now}`, { cache: 'no-store' });
    if (!res.ok) return false;
    const latest = (await res.json()) as Partial<BuildManifest>;
    return typeof latest.id === 'string' && latest.id !== '' && latest.id !== currentId;
  } catch {
    return false;
  }
}

/**
 * §4/§8: a chunk that fails to load reloads the page once; a second failure inside the 10 s
 * window does not reload again (no reload loop on a broken deployment).
 */
export function shouldReloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const raw = storage.getItem(RELOAD_GUARD_KEY);
  const last = raw === null ? Number.NaN : Number(raw);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a reload for a failed chunk goes (issue 18 part 5): a client navigation in progress failed on
 * the code of the page the player asked for, so the reload loads that page, not the one they left.
 */
export function chunkReloadTarget(navigatingTo: Place | undefined, current: Place): string {
  const to = navigatingTo ?? current;
  return `${to.pathname}${to.search}${to.hash}`;
}
