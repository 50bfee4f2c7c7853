import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { ConfigFile } from '../../../project/config-files.ts';
import type { ProjectFs } from '../../../project/project-fs.ts';
import { REPO_ROOT } from '../../../project/repo.ts';

const GENERATED = join(REPO_ROOT, 'schemas', 'generated');

/** This package's name and generated schemas, read once through whichever fs asked first (they live outside any project). */
let packageName: string | undefined;
const known = new Map<string, ReturnType<ProjectFs['identity']>>();
function packageSchema(fs: ProjectFs, name: string): ReturnType<ProjectFs['identity']> {
  if (!known.has(name)) known.set(name, fs.identity(join(GENERATED, name)));
  return known.get(name);
}
function nameOfPackage(fs: ProjectFs): string {
  packageName ??= (JSON.parse(fs.readText(join(REPO_ROOT, 'package.json')) ?? '{}') as { name?: string }).name ?? '';
  return packageName;
}

/**
 * The form the repository's configs use: the path from the file's place in a config directory,
 * as if that directory were the package's site-configs/, to the package's generated schema.
 * It is right wherever the configs are (a checkout, /srv/site-configs, a temp copy) because it
 * names the schema by its place in the package, not by this machine's layout.
 */
export function canonicalSchemaRef(file: ConfigFile, configDir: string, expected: string): string {
  const inDir = relative(configDir, file.path);
  const at = inDir.startsWith('..') ? file.path : join(REPO_ROOT, 'site-configs', inDir);
  return relative(dirname(at), join(GENERATED, expected)).split(sep).join('/');
}

/**
 * Every config file names its generated schema in `$schema`, relative to itself: that is what gives
 * operators completion and checking in their editor. Accepted: the canonical package-relative form
 * (even where it does not resolve, as in a copy of the configs outside the checkout), a path to the
 * package's schema through the package's name (node_modules/<name>/schemas/generated/…), or any
 * path that resolves to the same schema file, compared by the file, not by the string.
 */
export function checkSchemaRef(file: ConfigFile, report: (pointer: string, message: string) => void, configDir: string, fs: ProjectFs): void {
  const expected = `${file.kind}.schema.json`;
  const canonical = canonicalSchemaRef(file, configDir, expected);
  const ref = file.data?.['$schema'];
  if (typeof ref !== 'string') {
    report('', `"$schema" is missing: add "$schema": "${canonical}" for editor completion`);
    return;
  }
  if (basename(ref) !== expected) {
    report('/$schema', `"$schema" names ${basename(ref)}, but this is a ${file.kind} file: use "${canonical}"`);
    return;
  }
  if (ref === canonical || ref.endsWith(`${nameOfPackage(fs)}/schemas/generated/${expected}`)) return;
  const found = fs.identity(resolve(dirname(file.path), ref));
  if (!found) {
    report('/$schema', `"$schema" does not resolve to a file: use "${canonical}"`);
    return;
  }
  const ours = packageSchema(fs, expected);
  // before `npm run build:schemas` there is nothing to compare with: a resolving path of the right name is enough
  if (ours && found.real !== ours.real && found.hash !== ours.hash) {
    report('/$schema', `"$schema" resolves to a ${expected} that is not this package's (an older copy?): use "${canonical}"`);
  }
}
