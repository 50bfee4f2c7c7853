import { resolve } from 'node:path';
import { storeUrlFrom } from './store-url.ts';
import { auditCopyFrom, withAuditCopy } from './audit-copy.ts';
import { openMemoryBackend } from './memory.ts';
import { openPostgresBackend } from './postgres.ts';
import { openSqliteBackend } from './sqlite.ts';
import type { ConfigStoreBackend } from './types.ts';

// in its own file so that config-lint's start (tools/config-lint/quick.ts) finds the store without loading a backend
export { DEFAULT_STORE_FILE, storeUrlFrom } from './store-url.ts';

export interface OpenOptions {
  /** how often the live pointer is read (SQLite: the only way; Postgres: the fallback under LISTEN) */
  pollMs?: number;
  now?: () => Date;
}

/** Opens (and migrates) the store a URL names. */
export async function openConfigStoreBackend(url: string, options: OpenOptions = {}): Promise<ConfigStoreBackend> {
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgresBackend(url, options);
  if (url === 'memory:') return openMemoryBackend(options.now);
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (!path || /^[a-z][a-z0-9+.-]*:\/\//i.test(path)) throw new Error(`CONFIG_STORE_URL: not a store (postgres://…, file:<path> or a path): ${url}`);
  return openSqliteBackend(resolve(path), options);
}

/** The store the environment names, with its audit entries also copied where AUDIT_COPY says (engine/store/audit-copy.ts). */
export async function openStoreFromEnv(env: NodeJS.ProcessEnv, root: string, options: OpenOptions = {}): Promise<ConfigStoreBackend> {
  const copy = auditCopyFrom(env);
  const backend = await openConfigStoreBackend(storeUrlFrom(env, root), options).catch((error: unknown) => {
    copy?.close();
    throw error;
  });
  return withAuditCopy(backend, copy);
}

/**
 * Whether CONFIG_DIR publishes on save: CONFIG_WATCH=1 or 0, else on with the embedded store (one
 * machine: the directory is the working copy, as in `npm run dev`) and off with Postgres (many
 * servers share one store; a server's own directory must not publish on its own).
 */
export function watchingFrom(env: NodeJS.ProcessEnv, storeKind: ConfigStoreBackend['kind']): boolean {
  const raw = env['CONFIG_WATCH']?.trim();
  if (raw === '1' || raw === '0') return raw === '1';
  if (raw) throw new Error(`CONFIG_WATCH must be 1 or 0, got ${JSON.stringify(raw)}`);
  return storeKind !== 'postgres';
}
