import { createHash } from 'node:crypto';
import type { FileMap } from './types.ts';

/**
 * The content id of a config set: the hash the config gate names a ConfigSet's `revision` by
 * (engine/lint/gate.ts hashes each file as `site-configs/<path>` with its text, in path
 * order), so two revisions with equal files share the player-facing revision and every cache keyed
 * by it stays valid across a rollback. store.test.ts holds the two to one value.
 */
export function contentIdOf(files: FileMap): string {
  const hash = createHash('sha256');
  const entries = Object.entries(files).map(([path, text]) => [`site-configs/${path}`, text] as const);
  for (const [rel, text] of entries.sort((a, b) => a[0].localeCompare(b[0]))) hash.update(`${rel}\0${text}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** A file's hash, under which the SQL stores keep its text once however many revisions hold it. */
export function blobIdOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
