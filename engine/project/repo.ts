import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskFs, type ProjectFs } from './project-fs.ts';

/** The repository this tool ships in: the default project every tool works on. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where one project's parts live; tests point these at a temporary copy. */
export interface ProjectPaths {
  root: string;
  configDir: string;
  localesDir: string;
  publicDir: string;
  widgetsDir: string;
}

/** `configDir` moves the site configs elsewhere (the server's CONFIG_DIR); the rest stays in the project. */
export function projectPaths(root: string = REPO_ROOT, configDir?: string): ProjectPaths {
  return {
    root,
    configDir: configDir ?? join(root, 'site-configs'),
    localesDir: join(root, 'locales'),
    publicDir: join(root, 'public'),
    // widgets are code, not config: a temp copy of the configs still uses the repo's registry
    widgetsDir: join(REPO_ROOT, 'widgets'),
  };
}

/**
 * The one idea of where the site configs are, shared by the server and every CLI: an explicit
 * path wins, then CONFIG_DIR (what `npm start` serves), then the project's site-configs/.
 */
export function configDirFrom(env: NodeJS.ProcessEnv = process.env, root: string = REPO_ROOT, explicit?: string): string {
  if (explicit) return resolve(explicit);
  const fromEnv = env['CONFIG_DIR'];
  return fromEnv ? resolve(fromEnv) : join(root, 'site-configs');
}

/**
 * A project root holds site-configs/ and the locales/ its messages are checked against; a bare
 * config directory (/srv/site-configs on a server) has no locales/ beside it and belongs to the
 * package the tools ship in.
 */
export function isProjectRoot(dir: string, fs: ProjectFs = diskFs): boolean {
  return fs.exists(join(dir, 'site-configs', 'routes.json')) && fs.isDirectory(join(dir, 'locales'));
}

/**
 * The config directory and project a path given on the command line belongs to: the nearest
 * ancestor holding routes.json is the config directory (or `<dir>/site-configs` for a project
 * root); the project is its parent when that is a project root, else this package.
 */
export function locateConfigs(path: string, fs: ProjectFs = diskFs): { configDir: string; root: string } | undefined {
  let dir = resolve(path);
  for (;;) {
    if (isProjectRoot(dir, fs)) return { configDir: join(dir, 'site-configs'), root: dir };
    if (fs.exists(join(dir, 'routes.json'))) {
      const parent = dirname(dir);
      return { configDir: dir, root: isProjectRoot(parent, fs) && join(parent, 'site-configs') === dir ? parent : REPO_ROOT };
    }
    if (fs.isDirectory(join(dir, 'site-configs')) && fs.exists(join(dir, 'site-configs', 'routes.json'))) {
      return { configDir: join(dir, 'site-configs'), root: REPO_ROOT };
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
