/**
 * The operator surface: the publish API (JSON over HTTP under /api/) and /metrics, on its own port
 * and host (OPERATOR_PORT, OPERATOR_HOST, loopback by default) so it need not face the internet.
 * Every request to a route is appended to the audit log, allowed or refused: who, what, which
 * revision, when, from where, and the status it was answered with; except that an address's
 * unauthenticated requests past its first one a minute are counted into one row (anonymous-limits.ts).
 * It answers only the Host names it is configured for (allowed-hosts.ts), so a rebound DNS name gets nothing.
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorText, type EventLog } from '../../lib/event-log.ts';
import { logAccess } from '../process/log.ts';
import type { MetricsText } from '../process/metrics.ts';
import { ClientClosed, parseRequest } from '../process/node-request.ts';
import { authenticate, checkCsrf, checkOrigin, hasCredential } from './authenticate.ts';
import { DEFAULT_OPERATOR_HOSTS, foreignHost } from './allowed-hosts.ts';
import { createAnonymousLimits, type AnonymousLimits } from './anonymous-limits.ts';
import { auditAnonymous } from './anonymous-audit.ts';
import { HSTS } from '../player/security-headers.ts';
import type { OperatorContext, OperatorDeps, Route } from './context.ts';
import { requireRole } from './access.ts';
import { requireRecentAuthentication } from './step-up.ts';
import { OperatorError, readJson, sendError, sendJson } from './http.ts';
import { checkedBody } from './request-body.ts';
import { matchRoute } from './router.ts';
import { StoreUnavailable } from './store-access.ts';
import { isStudioPath, serveStudio, type StudioSite } from './studio-static.ts';
import { operatorRoutes } from './routes/index.ts';

export interface OperatorServerOptions {
  deps: OperatorDeps;
  /** the text /metrics answers (this process's registries, or the cluster's) */
  metrics: () => Promise<MetricsText>;
  trustProxy: boolean;
  accessLog: boolean;
  /** a failure nobody else reports */
  log: EventLog;
  routes?: readonly Route[];
  /** the studio's build and the player origins its preview frames (absent: no /studio here) */
  studio?: StudioSite;
  /** the host names this port answers to (OPERATOR_HOSTS; default: the loopback names) */
  allowedHosts?: ReadonlySet<string>;
  /** unauthenticated requests by client address (default: ANONYMOUS_PER_MINUTE a minute) */
  anonymous?: AnonymousLimits;
}

const SWEEP_MS = 5_000;

const MAX_ACTOR = 64;
/** the body limit of an endpoint that needs no session (the login): its fields fit in far less (issue 50) */
export const UNAUTHENTICATED_BODY_LIMIT = 4 * 1024;

const ANONYMOUS_LIMITED = 'tooManyUnauthenticated';

const tooMany = (retryAfter: number) =>
  new OperatorError(
    429,
    ANONYMOUS_LIMITED,
    'too many unauthenticated requests from this address: log in, or try again later',
    { retryAfter },
    { 'retry-after': String(retryAfter) },
  );

export function createOperatorHandler(options: OperatorServerOptions) {
  const { deps, log } = options;
  const routes = options.routes ?? operatorRoutes;
  const allowedHosts = options.allowedHosts ?? new Set(DEFAULT_OPERATOR_HOSTS);
  const anonymous = options.anonymous ?? createAnonymousLimits();

  const record = async (ctx: OperatorContext, route: Route, status: number, code?: string) => {
    try {
      await deps.store.backend.audit({
        actor: ctx.caller?.account.name ?? ctx.audit.actor ?? 'anonymous',
        action: route.action,
        revision: ctx.audit.revision,
        client: ctx.client.address,
        outcome: status < 400 ? 'ok' : 'refused',
        detail: { status, ...(code ? { code } : {}), method: route.method, path: ctx.url.pathname.slice(0, 300), ...ctx.audit.detail },
      });
    } catch (error) {
      // the answer already says 503 when the store is down; an audit that fails otherwise is loud
      if (!(error instanceof StoreUnavailable) || status !== 503)
        log(`operator: AUDIT FAILED for ${route.action} (${status}): ${errorText(error)}`, {
          event: 'operator.auditFailed',
          level: 'error',
          action: route.action,
          status,
          err: error,
        });
    }
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const reqId = randomUUID();
    res.setHeader('x-request-id', reqId);
    let routeName = 'unmatched';
    let actor: string | undefined;
    res.on('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      deps.metrics.requestDuration.observe({ route: routeName, method: req.method ?? '?', status: String(res.statusCode) }, seconds);
      if (options.accessLog)
        logAccess({
          surface: 'operator',
          reqId,
          host: String(req.headers.host ?? '').slice(0, 200),
          method: (req.method ?? '?').slice(0, 10),
          route: routeName,
          status: res.statusCode,
          durationMs: Math.round(seconds * 1000),
          ...(actor ? { actor } : {}),
        });
    });
    const parsed = parseRequest(req, options.trustProxy);
    if ('error' in parsed) {
      sendError(res, new OperatorError(400, 'badRequest', parsed.error));
      return;
    }
    const foreign = foreignHost(req, options.trustProxy, allowedHosts);
    if (foreign !== undefined) {
      routeName = 'misdirected';
      sendError(
        res,
        new OperatorError(421, 'misdirected', `this port does not answer for ${foreign.slice(0, 100) || 'a request without a Host'} (OPERATOR_HOSTS)`),
      );
      return;
    }
    if (parsed.client.tls || deps.secureCookies) res.setHeader('strict-transport-security', HSTS);
    const path = parsed.path;
    if (path === '/healthz' && req.method === 'GET') {
      routeName = '/healthz';
      sendJson(res, 200, { ok: true });
      return;
    }
    if (path === '/metrics' && req.method === 'GET') {
      routeName = '/metrics';
      try {
        const text = await options.metrics();
        res.writeHead(200, { 'content-type': text.contentType, 'cache-control': 'no-store' });
        res.end(text.body);
      } catch (error) {
        sendError(res, new OperatorError(503, 'metricsUnavailable', error instanceof Error ? error.message : String(error)));
      }
      return;
    }
    if (options.studio && isStudioPath(path)) {
      routeName = '/studio';
      await serveStudio(options.studio, path, req, res);
      return;
    }
    const match = matchRoute(routes, req.method ?? '', path);
    if (!match) {
      sendError(res, new OperatorError(404, 'notFound', `no operator endpoint ${path.slice(0, 200)}`));
      return;
    }
    if ('allowed' in match) {
      sendError(
        res,
        new OperatorError(405, 'methodNotAllowed', `${req.method ?? '?'} is not allowed here`, { allowed: match.allowed }, { allow: match.allowed.join(', ') }),
      );
      return;
    }
    const { route, params } = match;
    routeName = route.pattern;
    const ctx: OperatorContext = {
      req,
      res,
      url: new URL(`http://operator${path}${parsed.search}`),
      client: parsed.client,
      params,
      needs: route.needs,
      deps,
      audit: { revision: null, detail: {} },
    };
    let status: number;
    let code: string | undefined;
    const address = parsed.client.address;
    // over its bound, an address is answered without a store read unless it brings a credential
    const limited = route.needs !== 'none' && anonymous.over(address, deps.now());
    try {
      if (limited && !hasCredential(req)) throw tooMany(anonymous.retryAfter(address, deps.now()));
      // a declared body over the limit is refused before any other work; one nobody signed in for gets a small one
      const bodyLimit = route.needs === 'none' ? Math.min(deps.bodyLimit, UNAUTHENTICATED_BODY_LIMIT) : deps.bodyLimit;
      if (Number(req.headers['content-length']) > bodyLimit)
        throw new OperatorError(413, 'payloadTooLarge', `the body exceeds the ${bodyLimit}-byte limit`, { limit: bodyLimit });
      const changes = route.method !== 'GET';
      // who first, so a refused state change is audited under the account that sent it
      if (route.needs !== 'none') {
        ctx.caller = await authenticate(req, deps, ctx.audit).catch((error: unknown) => {
          throw limited && error instanceof OperatorError ? tooMany(anonymous.retryAfter(address, deps.now())) : error;
        });
        actor = ctx.caller.account.name;
      }
      if (changes) checkOrigin(req, parsed.client.host, allowedHosts);
      if (changes && ctx.caller) checkCsrf(req, ctx.caller);
      // the role the table declares, before any work; a scope that depends on the body is the handler's
      if (route.needs !== 'none' && route.needs !== 'session') requireRole(ctx, route.needs, route.scope === 'every' ? '*' : []);
      if (route.stepUp && ctx.caller) await requireRecentAuthentication(ctx, ctx.caller);
      // a handler sees only a body its endpoint's schema accepted
      const input = route.validate ? checkedBody(route.validate, await readJson(req, bodyLimit)) : undefined;
      const reply = await route.handle(ctx, input);
      status = reply.status ?? 200;
      if (!reply.streamed) sendJson(res, status, reply.body, reply.headers);
    } catch (error) {
      const refusal =
        error instanceof OperatorError
          ? error
          : error instanceof StoreUnavailable
            ? new OperatorError(503, 'storeUnavailable', 'the config store is unavailable; try again shortly', {}, { 'retry-after': '5' })
            : undefined;
      if (error instanceof ClientClosed) {
        res.destroy();
        status = 499;
      } else if (refusal) {
        status = refusal.status;
        code = refusal.code;
        sendError(res, refusal);
      } else {
        log(`operator: ${route.action} failed: ${errorText(error)}`, { event: 'operator.failed', level: 'error', action: route.action, err: error });
        status = 500;
        code = 'internal';
        if (!res.headersSent) sendError(res, new OperatorError(500, 'internal', 'the operator server failed; the failure is logged'));
        else res.destroy();
      }
      // a 413 is answered, then the rest of the upload is not waited for
      if (status === 413) res.on('finish', () => setTimeout(() => req.socket.destroy(), 1_000).unref());
    }
    // a refused named API token named its account (ctx.audit.actor): audited in full, as that account's
    if (route.needs !== 'none' && !ctx.caller && !ctx.audit.actor && (code === 'unauthenticated' || code === ANONYMOUS_LIMITED)) {
      // past an address's first one a minute, counted into one row as the minute ends: a flood cannot grow the log
      if (!anonymous.count(address, path, code === ANONYMOUS_LIMITED, deps.now())) return;
    }
    if (ctx.audit.actor) ctx.audit.actor = ctx.audit.actor.slice(0, MAX_ACTOR);
    await record(ctx, route, status, code);
  };
}

/** The operator server, not yet listening. */
export function createOperatorServer(options: OperatorServerOptions): Server {
  const anonymous = options.anonymous ?? createAnonymousLimits();
  const handler = createOperatorHandler({ ...options, anonymous });
  const server = createHttpServer({ requestTimeout: 60_000, headersTimeout: 20_000 }, (req, res) => void handler(req, res));
  server.setTimeout(60_000);
  const sweep = setInterval(() => void auditAnonymous(options.deps, anonymous, options.log), SWEEP_MS);
  sweep.unref();
  server.on('close', () => {
    clearInterval(sweep);
    void auditAnonymous(options.deps, anonymous, options.log, true);
  });
  return server;
}
