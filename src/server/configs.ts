import { configDirFrom, readConfigSet } from '../../tools/config-lint/gate.ts';
import { createConfigStore, type ConfigStore } from './config-store.ts';

/** The config set failed lint at startup; `report` is config-lint's text output. */
export class ConfigRefused extends Error {
  constructor(
    readonly report: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The composition roots' one way to the site configs: CONFIG_DIR (default site-configs/) read
 * through config-lint, watched, and re-read on SIGHUP. Throws ConfigRefused when the first read fails.
 */
export function openConfigStore(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): { dir: string; store: ConfigStore } {
  const dir = configDirFrom(env, root);
  const first = readConfigSet(dir);
  if (!first.ok) throw new ConfigRefused(first.report, `the site configs in ${dir} fail config-lint (${first.message})`);
  const store = createConfigStore(first.set, { dir, read: readConfigSet, log });
  store.watch();
  return { dir, store };
}
