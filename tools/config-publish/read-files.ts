import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { listJsonFiles } from '../../engine/project/config-files.ts';

/** A config directory as a FileMap: every `*.json` below it, by its '/'-separated path inside it, as exact text. */
export function readConfigFiles(dir: string): Record<string, string> {
  return Object.fromEntries(listJsonFiles(dir).map((path) => [relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8')]));
}
