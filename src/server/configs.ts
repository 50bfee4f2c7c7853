import { configDirFrom, fleetFileFor, forceFrom, openFleet, OVERRIDE_ENV, readConfigSet, type Fleet } from '../../tools/config-lint/gate.ts';
import { createConfigStore, type ConfigRead, type ConfigStore } from './config-store.ts';

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
 * through config-lint, watched, and re-read on SIGHUP. Every read is also checked against the
 * fleet (the sites this server has served, FLEET_FILE or `<CONFIG_DIR>.fleet.json`): a set that
 * drops a template or scheme a live site uses is refused unless an admin forced that revision.
 * Throws ConfigRefused when the first read fails.
 */
export function openConfigStore(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): { dir: string; store: ConfigStore; fleet: Fleet } {
  const dir = configDirFrom(env, root);
  const fleet = openFleet(fleetFileFor(dir, env), { log });
  // the audited override; until issue 28's admin role it is this flag, and every load it changes is logged
  const allowErrorSuppressions = env[OVERRIDE_ENV] === '1';
  const read = (d: string): ConfigRead => {
    const result = readConfigSet(d, undefined, { sites: fleet.sites, force: forceFrom(env), allowErrorSuppressions });
    if (result.ok) for (const line of result.audit) log(line);
    return result;
  };
  const first = read(dir);
  if (!first.ok) throw new ConfigRefused(first.report, `the site configs in ${dir} fail config-lint (${first.message})`);
  const store = createConfigStore(first.set, { dir, read, log, fleet, ...(first.themes ? { themes: first.themes } : {}) });
  if (first.forced) {
    const { revision, by, domains } = first.forced;
    log(`config: !!! FORCED start with ${revision} by ${by}: it takes down ${domains.join(', ')}`);
    fleet.audit({ event: 'forced-start', revision, by, domains });
    fleet.forget(domains);
  }
  store.watch();
  return { dir, store, fleet };
}
