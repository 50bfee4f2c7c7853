import { createHash } from 'node:crypto';

/**
 * The hash of a config set: sha256 (hex) over each file's name and text (`name\0text\0`), the files
 * in name order. Equal files give an equal hash whatever order they were given in.
 */
export function configSetHash(files: Iterable<readonly [name: string, text: string]>): string {
  const hash = createHash('sha256');
  for (const [name, text] of [...files].sort((a, b) => a[0].localeCompare(b[0]))) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

/**
 * A config set's revision: the first 16 hex digits of its hash. The gate names a ConfigSet by it and
 * the store keeps it as a revision's content id, so the files' names must be the same for both
 * (`site-configs/<path>`): two revisions with equal files then share the player-facing revision,
 * and every cache keyed by it stays valid across a rollback.
 */
export function configSetRevision(files: Iterable<readonly [name: string, text: string]>): string {
  return configSetHash(files).slice(0, 16);
}
