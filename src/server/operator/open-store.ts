/**
 * Opens the config store for the operator surface and the operator CLI: the very store the player
 * server serves (CONFIG_STORE_URL, else the embedded SQLite file of CONFIG_DIR; src/server/configs.ts)
 * with the publisher that lints through the same gate.
 */
import type { OperatorStore } from './store-access.ts';

export async function openOperatorStore(env: NodeJS.ProcessEnv, root: string): Promise<OperatorStore> {
  const { openOperatorConfigStore } = await import('../configs.ts');
  return openOperatorConfigStore(env, root);
}
