/**
 * Opens the config store for the operator surface and the operator CLI. Until the store branch's
 * backends land (src/server/store/: `openConfigStoreBackend(url)` and its publisher), the only store
 * is the test stand-in, chosen by OPERATOR_TEST_STORE=<json file> (tests only): without it the
 * operator surface stays off and says why. Merging the store branch replaces the body of this one
 * function; nothing else names a backend.
 */
import { join, resolve } from 'node:path';
import type { OperatorStore } from './store-access.ts';

export const TEST_STORE_ENV = 'OPERATOR_TEST_STORE';

export async function openOperatorStore(env: NodeJS.ProcessEnv, root: string): Promise<OperatorStore | undefined> {
  const file = env[TEST_STORE_ENV];
  if (!file) return undefined;
  const { FakeStore } = await import('./test-support/fake-store.ts');
  const { fakePublisher } = await import('./test-support/fake-publisher.ts');
  const { readConfigFiles } = await import('../../../tools/config-publish/read-files.ts');
  const backend = new FakeStore({ persist: resolve(file) });
  const publisher = fakePublisher(backend);
  if ((await backend.liveId()) === undefined) {
    const dir = resolve(root, env['CONFIG_DIR'] ?? join(root, 'site-configs'));
    const seeded = await publisher.publish({ files: readConfigFiles(dir), parent: null, author: 'server', message: `seeded from ${dir}`, kind: 'seed' });
    if (!seeded.ok) throw new Error(`the config store could not be seeded from ${dir} (${seeded.status})`);
  }
  return { backend, publisher };
}
