import { createHash } from 'node:crypto';
import { configSetRevision } from '../project/config-set-hash.ts';
import type { FileMap } from './types.ts';

/**
 * The content id of a config set: the revision the config gate gives the same files, which it
 * lints as `site-configs/<path>` (engine/lint/gate.ts). publish.test.ts holds the two to one value.
 */
export function contentIdOf(files: FileMap): string {
  return configSetRevision(Object.entries(files).map(([path, text]) => [`site-configs/${path}`, text] as const));
}

/** A file's hash, under which the SQL stores keep its text once however many revisions hold it. */
export function blobIdOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
