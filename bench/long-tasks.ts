/**
 * The long tasks of one Lighthouse run, each named by its source (issue 51 part 6): Lighthouse's
 * `long-tasks` audit names a task by the script it ran, a hashed asset (`/assets/after-idle-Bx1.js`); the
 * build's manifest (dist/client/.vite/manifest.json) maps that file back to the module the chunk was
 * built from, so a regression in TBT names its cause.
 */

/** One chunk of the client build's manifest (Vite's `ManifestChunk`, the fields read here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
}

/** A long task of a run: the module (or page, or `unattributable`) it ran, its start and duration (Lighthouse's simulated timings). */
export interface LongTask {
  source: string;
  startMs: number;
  durationMs: number;
}

/** The part of a Lighthouse report read here: the `long-tasks` audit's table (its first 20) and its debug data (every one). */
export interface LongTasksReport {
  audits: Record<
    string,
    {
      details?: {
        items?: readonly Record<string, unknown>[];
        debugData?: { urls?: readonly string[]; tasks?: readonly { urlIndex: number; startTime: number; duration: number }[] };
      };
    }
  >;
}

/** Asset file (`assets/x-hash.js`) → the module it was built from (`src/app/platform/after-idle.ts`), a shared chunk by its name. */
export function chunkSources(manifest: Readonly<Record<string, ManifestChunk>>): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = chunk.src ?? (key.startsWith('_') ? undefined : key);
    // a package's path is written from the project's node_modules, wherever the build found it
    const module = src ? src.replace(/^(?:\.\.\/)+(?:[^/]+\/)*?node_modules\//, 'node_modules/') : `${chunk.name ?? key} (shared chunk)`;
    sources.set(chunk.file, module);
  }
  return sources;
}

/** The source a task's URL names: a built chunk's module, `page` for the document itself, else the URL's path. */
export function sourceOf(url: string, chunks: ReadonlyMap<string, string>, pageUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Lighthouse's "Unattributable" and the like
    return url.toLowerCase();
  }
  if (parsed.href === new URL(pageUrl).href) return 'page';
  const path = parsed.pathname.replace(/^\//, '');
  return chunks.get(path) ?? parsed.pathname;
}

/** The long tasks of a report, in the order they started. */
export function longTasksOf(report: LongTasksReport, chunks: ReadonlyMap<string, string>, pageUrl: string): LongTask[] {
  const details = report.audits['long-tasks']?.details;
  // the table shows the 20 longest; the debug data lists every long task, its URL by index
  const debug = details?.debugData;
  const items: readonly Record<string, unknown>[] =
    debug?.tasks && debug.urls
      ? debug.tasks.map((t) => ({ url: debug.urls?.[t.urlIndex], startTime: t.startTime, duration: t.duration }))
      : (details?.items ?? []);
  return items
    .map((item) => ({
      source: sourceOf(typeof item.url === 'string' ? item.url : 'unattributable', chunks, pageUrl),
      startMs: Math.round(Number(item.startTime)),
      durationMs: Math.round(Number(item.duration)),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

/** One line per run: `src/app/platform/after-idle.ts @2140 ms 87 ms; …`, or `none`. */
export function formatLongTasks(tasks: readonly LongTask[]): string {
  return tasks.length === 0 ? 'none' : tasks.map((t) => `${t.source} @${t.startMs} ms ${t.durationMs} ms`).join('; ');
}

/** The modules of the idle work (src/app/platform/after-idle.ts and the chunks it loads on its own). */
export const IDLE_WORK_MODULES: readonly string[] = [
  'src/app/platform/after-idle.ts',
  'src/app/platform/targeting-client.ts',
  'src/app/platform/report-vitals.ts',
  'src/app/platform/compliance-seen.ts',
];

/** The long tasks Lighthouse attributes to the idle work's own modules (what they make React do runs in `vendor`, not counted). */
export const idleWorkTasks = (tasks: readonly LongTask[]): LongTask[] => tasks.filter((t) => IDLE_WORK_MODULES.includes(t.source));
