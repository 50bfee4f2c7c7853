import type { FileMap } from './types.ts';

/** At most this many files in one set: site-configs holds about a hundred. */
export const MAX_FILES = 2_000;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Why a FileMap cannot be a config set, or undefined when its paths are sound: each a relative,
 * '/'-separated path of plain segments ending in `.json` (no `..`, no absolute path, no backslash),
 * each text a string. Checked before the gate, so no path from a request ever reaches a disk path.
 */
export function fileMapProblem(files: unknown): string | undefined {
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return 'files must be an object of path → text';
  const entries = Object.entries(files as Record<string, unknown>);
  if (entries.length === 0) return 'the config set has no files';
  if (entries.length > MAX_FILES) return `the config set has ${entries.length} files (at most ${MAX_FILES})`;
  for (const [path, text] of entries) {
    if (typeof text !== 'string') return `${JSON.stringify(path)}: the text must be a string`;
    if (!path.endsWith('.json') || !path.split('/').every((s) => SEGMENT.test(s))) {
      return `${JSON.stringify(path)} is not a config path (relative, '/'-separated, ending in .json, no '..')`;
    }
  }
  return undefined;
}

/** The same set with its paths in order: what is stored and exported. */
export function sortedFiles(files: FileMap): FileMap {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
