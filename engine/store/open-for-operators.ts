/**
 * Opens the config store for the operator surface and the operator CLI: the very store the player
 * server serves (CONFIG_STORE_URL, else the embedded SQLite file of CONFIG_DIR) with the publisher
 * that lints through the same gate. One home for both, so the CLI never reaches into the server.
 */
import { configDirFrom, ruleConfigRoot } from '../lint/gate.ts';
import { openConfigStoreBackend, storeUrlFrom } from './open.ts';
import { createPublisher } from './publish.ts';
import type { ConfigPublisher, ConfigStoreBackend } from './types.ts';

export interface OperatorStore {
  backend: ConfigStoreBackend;
  publisher: ConfigPublisher;
}

export async function openOperatorStore(env: NodeJS.ProcessEnv, root: string): Promise<OperatorStore> {
  const backend = await openConfigStoreBackend(storeUrlFrom(env, root));
  const publisher = createPublisher({ store: backend, ruleRoot: ruleConfigRoot(configDirFrom(env, root), root), audit: false });
  return { backend, publisher };
}
