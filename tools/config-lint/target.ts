import { resolve } from 'node:path';
import type { CliArgs } from './args.ts';
import { fleetFileFor } from '../../engine/lint/fleet-file.ts';
import { lintTarget } from '../../engine/lint/lint-target.ts';
import { diskFs, type ProjectFs } from '../../engine/project/project-fs.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { embeddedStorePath, storeUrlFrom } from '../../engine/store/store-url.ts';

/** What a plain lint's arguments name, before the live sites are read: shared by the full run and the cached start (quick.ts). */
export interface TargetOptions {
  paths: string[];
  root?: string;
  /** --date, as the instant the dated rules are judged at */
  now?: number;
  configDir?: string;
}

/** The paths, project, day and (with no path, CONFIG_DIR) config directory the arguments lint. */
export function targetOptions(args: Pick<CliArgs, 'paths' | 'root' | 'date' | 'stdin'>, env: NodeJS.ProcessEnv): TargetOptions {
  const options: TargetOptions = { paths: args.paths };
  if (args.root) options.root = args.root;
  if (args.date) options.now = Date.parse(`${args.date}T00:00:00Z`);
  const fromEnv = env['CONFIG_DIR'];
  if (fromEnv && args.paths.length === 0 && !args.stdin) options.configDir = resolve(fromEnv);
  return options;
}

/**
 * Where the live sites come from: --sites, else the embedded config store recorded for the directory
 * (its SQLite file), else the fleet file beside it. `storeUrl` is what modes.ts opens.
 */
export function sitesSource(
  args: Pick<CliArgs, 'sites'>,
  env: NodeJS.ProcessEnv,
  options: { paths?: readonly string[]; root?: string; configDir?: string },
  fs: ProjectFs = diskFs,
): { storeUrl?: string; file: string } {
  const { configDir } = lintTarget({ ...options, fs });
  if (args.sites) return { file: resolve(args.sites) };
  return { storeUrl: storeUrlFrom({ ...env, CONFIG_DIR: configDir }, options.root ?? REPO_ROOT), file: fleetFileFor(configDir, env) };
}

/**
 * Every file whose bytes decide the live sites a lint checks against: the store's SQLite file and
 * its write-ahead log (a recent write lives there until a checkpoint), and the fleet file.
 */
export function sitesFiles(source: { storeUrl?: string; file: string }): string[] {
  const store = source.storeUrl === undefined ? undefined : embeddedStorePath(source.storeUrl);
  return store === undefined ? [source.file] : [resolve(store), `${resolve(store)}-wal`, source.file];
}
