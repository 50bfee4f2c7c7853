/**
 * Opens the config store for the operator surface and the operator CLI: the very store the player
 * server serves (CONFIG_STORE_URL, else the embedded SQLite file of CONFIG_DIR) with the publisher
 * that lints through the same gate. One home for both, so the CLI never reaches into the server.
 */
import type { EventLog } from '../../src/lib/event-log.ts';
import { configDirFrom, ruleConfigRoot } from '../lint/gate.ts';
import { openStoreFromEnv } from './open.ts';
import { createPublisher } from './publish.ts';
import type { ConfigPublisher, ConfigStoreBackend } from './types.ts';

export interface OperatorStore {
  backend: ConfigStoreBackend;
  publisher: ConfigPublisher;
}

/**
 * `log`: the server's, for each publish and refusal; the CLI has none (it prints its own outcome). The
 * operator API writes its own audit entries (with the client's address), so this publisher writes none.
 */
export async function openOperatorStore(env: NodeJS.ProcessEnv, root: string, log?: EventLog): Promise<OperatorStore> {
  const backend = await openStoreFromEnv(env, root);
  const publisher = createPublisher({ store: backend, ruleRoot: ruleConfigRoot(configDirFrom(env, root), root), audit: false, ...(log ? { log } : {}) });
  return { backend, publisher };
}
