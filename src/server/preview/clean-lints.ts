/**
 * Draft file sets the studio's lint (src/server/operator/studio-lint.ts) found free of errors in this
 * process. Every edit is linted before it is saved (src/server/operator/routes/studio.ts), and the preview
 * of that version, which waits for the store to have it, would run the same rules over the same texts at
 * its gate: a set remembered here is built
 * without running them again (the gate's `judged`). Keyed by the rule root and a hash of every path
 * and text, so only the exact set that was judged is let through. The operator surface runs in the
 * cluster's supervisor and previews render in its workers: each key is sent to them over the
 * cluster's channel (src/server/cli.ts); a preview that finds no key (the message not there yet,
 * another server on the store) runs the rules itself.
 */
import { createHash } from 'node:crypto';
import { configSetHash } from '../../../engine/project/config-set-hash.ts';
import type { FileMap } from '../../../engine/store/types.ts';

/** a few operators, each with a draft or two in flight */
const KEEP = 64;

const clean = new Set<string>();
const listeners = new Set<(key: string) => void>();

/** What the supervisor sends its workers: a set's key (never its files). */
export interface CleanLintMessage {
  type: 'clean-lint';
  key: string;
}

export const isCleanLintMessage = (value: unknown): value is CleanLintMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'clean-lint' &&
  typeof (value as { key?: unknown }).key === 'string' &&
  (value as { key: string }).key.length <= 100;

/** Not the set's hash alone: the same files judged under another config-lint.json are another verdict. */
function keyOf(ruleRoot: string, files: FileMap): string {
  return createHash('sha256')
    .update(`${ruleRoot}\0${configSetHash(Object.entries(files))}`)
    .digest('base64url');
}

/** A key the supervisor sent (CleanLintMessage), or one this process computed. */
export function rememberCleanKey(key: string): void {
  clean.delete(key);
  clean.add(key);
  while (clean.size > KEEP) clean.delete(clean.values().next().value as string);
}

/** The studio's lint found no error in `files` with config-lint.json at `ruleRoot`: kept here, and told to every listener. */
export function rememberCleanLint(ruleRoot: string, files: FileMap): void {
  const key = keyOf(ruleRoot, files);
  rememberCleanKey(key);
  for (const listener of listeners) listener(key);
}

/** Hears each set the studio's lint finds clean (the supervisor passes them to its workers); returns the unsubscribe. */
export function onCleanLint(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether these exact files were linted clean with config-lint.json at `ruleRoot` in this process. */
export function lintedClean(ruleRoot: string, files: FileMap): boolean {
  return clean.has(keyOf(ruleRoot, files));
}
