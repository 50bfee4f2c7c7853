/**
 * Opens the config store for the operator surface and the operator CLI: the very store the player
 * server serves (CONFIG_STORE_URL, else the embedded SQLite file of CONFIG_DIR; src/server/configs.ts)
 * with the publisher that lints through the same gate.
 */
import type { EventLog } from '../../lib/event-log.ts';
import type { OperatorStore } from './store-access.ts';

/** `log`: the server's, for each publish and refusal; the CLI has none (it prints its own outcome). */
export async function openOperatorStore(env: NodeJS.ProcessEnv, root: string, log?: EventLog): Promise<OperatorStore> {
  const { openOperatorConfigStore } = await import('../configs.ts');
  return openOperatorConfigStore(env, root, log);
}
