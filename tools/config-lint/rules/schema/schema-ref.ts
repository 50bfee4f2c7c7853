import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { ConfigFile } from '../../../shared/config-files.ts';

/**
 * Every config file names its generated schema in `$schema`, relative to itself: that is what gives
 * operators completion and checking in their editor. The canonical path (into the project's
 * schemas/generated/) is accepted even where it is absent, as in a temp copy of the configs.
 */
export function checkSchemaRef(file: ConfigFile, report: (pointer: string, message: string) => void): void {
  const expected = `${file.kind}.schema.json`;
  const projectRoot = file.path.slice(0, file.path.length - file.rel.length);
  const canonical = relative(dirname(file.path), join(projectRoot, 'schemas', 'generated', expected))
    .split(sep)
    .join('/');
  const ref = file.data?.['$schema'];
  if (typeof ref !== 'string') {
    report('', `"$schema" is missing: add "$schema": "${canonical}" for editor completion`);
  } else if (basename(ref) !== expected) {
    report('/$schema', `"$schema" names ${basename(ref)}, but this is a ${file.kind} file: use "${canonical}"`);
  } else if (ref !== canonical && !existsSync(resolve(dirname(file.path), ref))) {
    report('/$schema', `"$schema" does not resolve to a file: use "${canonical}"`);
  }
}
