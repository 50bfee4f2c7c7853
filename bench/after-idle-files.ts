/**
 * What a first visit loads once the page is alive and idle, by the build's manifest (lazy chunks are named by their
 * hash alone, vite.config.ts): not initial JS. One table for the bench's count (bench/run.ts measureBytes) and the
 * budget's test (tests/e2e/initial-js.spec.ts), so the two cannot disagree about which chunk is idle work.
 */
export interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** The idle work's own chunks: the after-idle step runner, and the sampled field beacon (vitals and compliance seen). */
export const AFTER_IDLE_SOURCES = ['src/app/platform/after-idle.ts', 'src/app/platform/start-field-beacon.ts'] as const;

/** The idle chunks' paths (`/assets/…js`) in a build. */
export function afterIdleChunks(manifest: Readonly<Record<string, ManifestEntry>>): Set<string> {
  return new Set(AFTER_IDLE_SOURCES.flatMap((source) => (manifest[source] ? [`/${manifest[source].file}`] : [])));
}

/**
 * The files the after-idle chunk imports: one asked for after that chunk is part of the idle work (the lobby views'
 * shared answers); one the page had loaded before it is counted then.
 */
export function afterIdleImports(manifest: Readonly<Record<string, ManifestEntry>>): Set<string> {
  return new Set((manifest['src/app/platform/after-idle.ts']?.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])));
}
