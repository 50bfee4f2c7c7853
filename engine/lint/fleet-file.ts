import { basename, dirname, join, resolve } from 'node:path';

/**
 * Where a fleet file from before the config store is: FLEET_FILE, else `<dir>.fleet.json` beside
 * the directory (/srv/site-configs → /srv/site-configs.fleet.json). The server moves its sites
 * into an empty store; config-lint reads it when the directory has no embedded store.
 */
export function fleetFileFor(configDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['FLEET_FILE'];
  if (fromEnv) return resolve(fromEnv);
  const dir = resolve(configDir);
  return join(dirname(dir), `${basename(dir)}.fleet.json`);
}
