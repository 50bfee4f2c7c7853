/**
 * Draft file sets the studio's lint (src/server/operator/studio-lint.ts) found free of errors in this
 * process. Every edit is linted before the studio hears of its version, and the preview of that
 * version then runs the same rules over the same texts at its gate: a set remembered here is built
 * without running them again (the gate's `judged`). Keyed by the rule root and a hash of every path
 * and text, so only the exact set that was judged is let through; a preview served by another process
 * (a cluster worker, another server on the store) finds nothing here and runs the rules itself.
 */
import { createHash } from 'node:crypto';
import type { FileMap } from '../store/types.ts';

/** a few operators, each with a draft or two in flight */
const KEEP = 64;

const clean = new Set<string>();

function keyOf(ruleRoot: string, files: FileMap): string {
  const hash = createHash('sha256').update(ruleRoot).update('\0');
  for (const path of Object.keys(files).sort()) hash.update(path).update('\0').update(files[path] ?? '').update('\0');
  return hash.digest('base64url');
}

/** The studio's lint found no error in `files` with config-lint.json at `ruleRoot`. */
export function rememberCleanLint(ruleRoot: string, files: FileMap): void {
  const key = keyOf(ruleRoot, files);
  clean.delete(key);
  clean.add(key);
  while (clean.size > KEEP) clean.delete(clean.values().next().value as string);
}

/** Whether these exact files were linted clean with config-lint.json at `ruleRoot` in this process. */
export function lintedClean(ruleRoot: string, files: FileMap): boolean {
  return clean.has(keyOf(ruleRoot, files));
}
