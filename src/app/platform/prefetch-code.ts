/**
 * Low-priority prefetch of code a page may need at the player's first tap (issue 32): the chunks of
 * its deferred widgets, of the login and register pages' widgets, of the API client, the route loaders
 * and the language's full messages (what a first client navigation waits for). Each file is
 * named by the build's map (tools/vite-widget-chunks.ts writes /assets/widget-chunks-<build>.json) and
 * asked for with `<link rel="prefetch">`: the browser fetches it at idle priority into its cache and
 * runs nothing; the `import()` that needs it later finds it there. A few at a time, and held while the
 * player taps (prefetch-queue.ts). Not on a Save-Data or 2G connection.
 */

import { createPrefetchQueue } from './prefetch-queue.ts';
import { yieldToMain } from '../../lib/yield-steps.ts';

declare const __BUILD_ID__: string;

/** The map's address: the same name tools/vite-widget-chunks.ts writes (widgetChunksFile). */
export const widgetChunksUrl = (buildId: string) => `/assets/widget-chunks-${buildId}.json`;

/** The keys under which the map lists code besides widgets: the API client and its validators, the route loaders, a language's messages. */
export const API_CODE = '@api';
export const NAVIGATION_CODE = '@navigation';
/** What a deferred slot coming alive loads with its widgets' code (src/render/replay.ts). */
export const REPLAY_CODE = '@replay';
/** The API client alone, and one answer's validator (`validateSeoResponse`), apart from the rest of API_CODE. */
export const API_CLIENT_CODE = '@api/client';
export const validatorCode = (name: string) => `@api/${name}`;
export const messagesCode = (folder: string) => `@messages/${folder}`;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True on a connection whose player asked to save data, or one too slow to spend on guesses. */
export function constrainedNetwork(connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection): boolean {
  return connection !== undefined && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

let map: Promise<Record<string, string[]> | null> | null = null;
const hinted = new Set<string>();

function chunkMap(): Promise<Record<string, string[]> | null> {
  map ??= fetch(widgetChunksUrl(__BUILD_ID__), { priority: 'low' }).then(
    (res) => (res.ok ? (res.json() as Promise<Record<string, string[]>>) : null),
    () => null,
  );
  return map;
}

/** The files of `names` (widget names or API_CODE) not asked for yet, in the map's order. */
export function filesToPrefetch(names: readonly string[], chunks: Readonly<Record<string, readonly string[]>>, loaded: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const name of names) for (const file of chunks[name] ?? []) if (!loaded.has(file)) out.add(file);
  return [...out];
}

/** Prefetches the code of `names`; resolves once the hints are in the document (not when the files arrive). */
/** Queues the files of `names` not asked for yet; resolves once they are queued, with the moment they have arrived (or failed). */
export async function prefetchCode(names: readonly string[]): Promise<{ arrived: Promise<void> }> {
  if (constrainedNetwork()) return { arrived: Promise.resolve() };
  const chunks = await chunkMap();
  if (!chunks) return { arrived: Promise.resolve() };
  const loaded = new Set([...hinted, ...performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)]);
  const files = filesToPrefetch(names, chunks, loaded);
  for (const file of files) hinted.add(file);
  return { arrived: prefetchQueue().add(files) };
}

/** Resolves once every file the idle prefetch asked for so far is in the browser's cache (or failed). */
export function codePrefetched(): Promise<void> {
  return queue ? queue.drained() : Promise.resolve();
}

let queue: ReturnType<typeof createPrefetchQueue> | null = null;

/** One queue per page; the player's input holds it (src/app/platform/prefetch-queue.ts). */
function prefetchQueue(): ReturnType<typeof createPrefetchQueue> {
  if (queue) return queue;
  const created = createPrefetchQueue({
    start(file, done) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      link.as = file.endsWith('.css') ? 'style' : 'script';
      link.fetchPriority = 'low';
      link.onload = done;
      link.onerror = done;
      document.head.append(link);
    },
    now: () => performance.now(),
    later: (run, ms) => void setTimeout(run, ms),
  });
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, () => created.input(), { capture: true, passive: true });
  queue = created;
  return created;
}

const preloaded = new Set<string>();

/**
 * The script files the page has asked for already: its scripts, and its `modulepreload` links, among them those
 * of the page's own preload script (src/app/start-after-paint.ts), which asks for a sleeping slot's files at the
 * same touch as `preloadSlotOnPointer` (./after-idle.ts). A second link for a file costs a second append.
 */
export function askedFor(root: ParentNode): string[] {
  return [...root.querySelectorAll('script[src], link[rel="modulepreload"][href]')].map(
    (el) => new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? '', window.location.href).pathname,
  );
}

/**
 * How many modulepreload links one task adds: each starts its fetch as it is added (≈ 0.1–0.4 ms in
 * Chromium), and the idle work's 40 at once were a task of 4–17 ms, a long one at a phone's CPU.
 */
export const PRELOAD_BATCH = 8;

/**
 * Asks for the script files of `names` with `<link rel="modulepreload">`: fetched (from the cache when
 * prefetched) and compiled all at once, so the import that follows evaluates them without discovering
 * them one level at a time. Stylesheets are left to the widget's own import. PRELOAD_BATCH links a task.
 */
export async function preloadModules(names: readonly string[]): Promise<void> {
  const chunks = await chunkMap();
  if (!chunks) return;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  const loaded = new Set([...preloaded, ...askedFor(document)]);
  let added = 0;
  for (const file of filesToPrefetch(names, chunks, loaded)) {
    // another call may have asked for it while this one gave the main thread back
    if (file.endsWith('.css') || preloaded.has(file)) continue;
    if (added > 0 && added % PRELOAD_BATCH === 0) await yieldToMain();
    added++;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // the page allows scripts by nonce ('strict-dynamic' covers scripts a script adds, not a preload link)
    if (nonce) link.nonce = nonce;
    link.href = file;
    document.head.append(link);
  }
}
