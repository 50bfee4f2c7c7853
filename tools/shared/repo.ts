import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
