import { createServer, type Server } from 'node:http';
import type { Transport } from '../../api/http.ts';
import type { EventLog } from '../../lib/event-log.ts';
import { gatewayError, inProcessTransport, passBack, remoteTransport } from './api-transport.ts';
import type { ClientInfo } from '../process/node-request.ts';
import type { ServedConfig } from '../config/served-config.ts';
import { recordingStartups } from '../config/fleet-record.ts';
import { demoSealPortFrom } from '../player/demo-seal.ts';
import { demoSealOrigin } from '../../config/seal-script.ts';
import { eventLogger } from '../process/log.ts';
import { knownSites } from '../vitals/known-sites.ts';

/**
 * BACKEND_URL set: proxy there. Unset: start the embedded demo backend in this process
 * (docs/architecture.md, one request). Nothing else in the player path knows which one answers.
 */
export async function connectBackend(
  env: NodeJS.ProcessEnv,
  configs?: ServedConfig,
  draftTemplate?: (key: string) => unknown,
  /** the embedded demo backend's lines (its TAC codes); default the server's JSON log */
  log: EventLog = eventLogger({ component: 'demo-backend' }),
): Promise<{ transport: Transport; close(): void; kind: string }> {
  // the renders' startup calls tell the config store which sites exist (the fleet its gate checks)
  // and which hosts field vitals may be kept for (src/server/vitals/known-sites.ts)
  const recording = (transport: Transport) =>
    configs
      ? recordingStartups(transport, (site) => {
          knownSites.add(site.domain);
          configs.recordSite(site);
        })
      : transport;
  if (env.BACKEND_URL) return { transport: recording(remoteTransport(env.BACKEND_URL)), close: () => {}, kind: `proxy to ${env.BACKEND_URL}` };
  const { createDemoBackend } = await import('../../../tools/demo-backend/index.ts');
  const backend = await createDemoBackend({
    log,
    // preview sites wear the templates of the set being served (the last good one during a refused
    // edit), and those only a previewed draft has: a clone previewed before it is published
    ...(configs
      ? { template: (key: string) => (Object.hasOwn(configs.current().templates, key) ? configs.current().templates[key] : draftTemplate?.(key)) }
      : {}),
  });
  return { transport: recording(inProcessTransport(backend)), close: () => backend.close(), kind: 'embedded demo backend' };
}

/** How long the chat webhook may think (docs/ai-chat.md: the browser waits 60 s for an answer). */
export const CHAT_TIMEOUT_MS = 60_000;

/** CHAT_TIMEOUT_MS from the environment (a chaos test shortens it), else the chat's 60 s. */
export function chatTimeoutFrom(env: NodeJS.ProcessEnv): number {
  const value = Number(env.CHAT_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : CHAT_TIMEOUT_MS;
}

/**
 * §7 AI chat: the browser posts its multipart body to our own /chat-webhook (one origin for CSP);
 * it goes to CHAT_WEBHOOK_URL, or to the demo backend's stand-in.
 */
export function chatTransport(env: NodeJS.ProcessEnv, transport: Transport) {
  const timeoutMs = chatTimeoutFrom(env);
  return async (request: Request, client: ClientInfo): Promise<Response> => {
    const body = await request.arrayBuffer();
    const headers = new Headers({ 'content-type': request.headers.get('content-type') ?? 'application/octet-stream' });
    const auth = request.headers.get('authorization');
    if (auth) headers.set('authorization', auth);
    // which site the player called: the stand-in honours a session token only there
    headers.set('x-forwarded-host', client.host);
    headers.set('x-forwarded-for', client.address);
    const init: RequestInit = { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) };
    try {
      return await passBack(await (env.CHAT_WEBHOOK_URL ? fetch(env.CHAT_WEBHOOK_URL, init) : transport('/api/demo/chat-webhook', init)));
    } catch (error) {
      return gatewayError(error);
    }
  };
}

/** The embedded demo backend, once, for every worker: on a loopback port only they know. */
export async function loopbackDemoBackend(log: EventLog): Promise<{ url: string; close(): void }> {
  const { createDemoBackend } = await import('../../../tools/demo-backend/index.ts');
  const { nodeListener } = await import('../../../tools/demo-backend/node-http-adapter.ts');
  const backend = await createDemoBackend({ log: (msg, fields) => log(msg, { component: 'demo-backend', ...fields }) });
  const server: Server = createServer(nodeListener(backend, 'http://backend.internal'));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the demo backend has no loopback port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close() {
      server.close();
      backend.close();
    },
  };
}

/**
 * The embedded demo backend's sites, for the operator API to point a demo site at a template
 * (studio "New brand"); undefined behind BACKEND_URL, whose sites are that backend's own. The same
 * database file the backend opens (DEMO_DB_PATH), through a second connection.
 */
export async function embeddedDemoSites(
  env: NodeJS.ProcessEnv,
): Promise<import('../../../tools/demo-backend/store/site-themes.ts').DemoSiteThemes | undefined> {
  if (env.BACKEND_URL) return undefined;
  const { demoSiteThemes } = await import('../../../tools/demo-backend/store/site-themes.ts');
  return demoSiteThemes(env.DEMO_DB_PATH ?? 'data/demo.sqlite');
}

/**
 * The demo's stand-in Curaçao seal on DEMO_SEAL_PORT (tools/demo-backend/seal-server.ts), and the
 * origin the renderer then admits for it (src/config/seal-script.ts); unset: none.
 */
export async function startDemoSealFrom(env: NodeJS.ProcessEnv): Promise<{ origin?: string; close(): void }> {
  const port = demoSealPortFrom(env);
  if (port === undefined) return { close: () => {} };
  const { startDemoSeal } = await import('../../../tools/demo-backend/seal-server.ts');
  const seal = await startDemoSeal(port);
  return { origin: demoSealOrigin(String(port)), close: seal.close };
}
