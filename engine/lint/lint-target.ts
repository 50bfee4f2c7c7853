import { join, resolve } from 'node:path';
import type { ProjectFs } from '../project/project-fs.ts';
import { locateConfigs, REPO_ROOT } from '../project/repo.ts';

/**
 * The project and config directory a lint works on: `configDir` (CONFIG_DIR) when given, else the
 * one the first path belongs to; a directory outside any checkout (the deploy layout,
 * /srv/site-configs) is linted against this package's schemas, locales and widgets.
 */
export function lintTarget(options: { paths?: readonly string[]; root?: string; configDir?: string; fs?: ProjectFs }): { root: string; configDir: string } {
  const first = options.paths?.[0];
  const located = first && !options.root ? locateConfigs(first, options.fs) : undefined;
  const root = resolve(options.root ?? located?.root ?? REPO_ROOT);
  return { root, configDir: resolve(options.configDir ?? located?.configDir ?? join(root, 'site-configs')) };
}
