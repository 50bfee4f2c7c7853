import type { Transport } from '../api/http.ts';
import { inProcessTransport, remoteTransport } from './api-transport.ts';

/**
 * BACKEND_URL set: proxy there. Unset: start the embedded demo backend in this process
 * (DESIGN §5). Nothing else in the player path knows which one answers.
 */
export async function connectBackend(env: NodeJS.ProcessEnv): Promise<{ transport: Transport; close(): void; kind: string }> {
  if (env.BACKEND_URL) return { transport: remoteTransport(env.BACKEND_URL), close: () => {}, kind: `proxy to ${env.BACKEND_URL}` };
  const { createDemoBackend } = await import('../../tools/demo-backend/index.ts');
  const backend = await createDemoBackend({ log: (line) => console.log(`[demo-backend] ${line}`) });
  return { transport: inProcessTransport(backend), close: () => backend.close(), kind: 'embedded demo backend' };
}
