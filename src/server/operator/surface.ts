/**
 * Starts the operator surface where the server decides (src/server/cli.ts: the supervisor, so one
 * process serves /metrics for every worker; sessions and failed logins live in the store, so the
 * login limits hold across every server on it).
 * OPERATOR_PORT (3001; `off` turns it off, 0 picks a free port), OPERATOR_HOST (127.0.0.1: loopback
 * only unless told otherwise), OPERATOR_HOSTS (the Host names it answers to: loopback names by
 * default). A port it cannot take is reported and the player site serves on.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { errorText, type EventLog } from '../../lib/event-log.ts';
import { accessLogOn } from '../process/log.ts';
import { operatorPortFrom } from './port.ts';
import { operatorMetrics, setLiveRevision, type MetricsText } from '../process/metrics.ts';
import { createHashSlots } from './hash-slots.ts';
import { createLoginLimits } from './login-limits.ts';
import { createOperatorServer } from './server.ts';
import { operatorHostsFrom } from './allowed-hosts.ts';
import { sessionPolicyFrom } from '../../../engine/accounts/sessions.ts';
import { secondFactorPolicyFrom } from '../../../engine/accounts/second-factor.ts';
import { guarded, type OperatorStore } from './store-access.ts';
import { previewOriginsFrom } from './studio-static.ts';
import type { StudioProject } from './studio-tools.ts';
import { playerOriginFor } from '../preview/origins.ts';
import { previewSecretFrom } from '../preview/token.ts';
import type { ServingRevisions } from '../config/serving-revision.ts';
import type { FieldGathered } from '../../../schemas/compliance-seen.ts';
import { complianceSeenThreshold } from '../compliance-seen/settings.ts';
import { createDraftRate } from './draft-quota.ts';
import { startScheduleRunner, type ScheduleRunner } from './schedule-runner.ts';
import { ssoConfigFrom } from './sso/config.ts';
import { createIdentityProvider } from './sso/identity-provider.ts';
import { delivererOptionsFrom, startDeliverer } from './webhooks/deliverer.ts';
import { createEventHub } from './events/hub.ts';

/** The largest request body: a whole config set as JSON (README "Limits"). */
export const OPERATOR_BODY_LIMIT = 8 * 1024 * 1024;

export interface OperatorSurface {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export interface SurfaceOptions {
  env: NodeJS.ProcessEnv;
  store: OperatorStore;
  metrics: () => Promise<MetricsText>;
  log: EventLog;
  /** the build whose studio/ is served at /studio (DIST_DIR) */
  dist?: string;
  /** what the studio's lint and pickers read */
  project?: StudioProject;
  /** the field beacon's figures (vitals, compliance seen), pooled over the player processes */
  field?: () => Promise<FieldGathered>;
  /** the revision each player process serves */
  serving?: ServingRevisions;
}

export async function startOperatorSurface(options: SurfaceOptions): Promise<OperatorSurface | undefined> {
  const { env, log } = options;
  const port = operatorPortFrom(env);
  if (port === undefined) return undefined;
  const host = env['OPERATOR_HOST']?.trim() || '127.0.0.1';
  const store = guarded(options.store);
  const previewSecret = previewSecretFrom(env);
  // started once the port is taken: a surface that does not listen publishes no schedules either
  const clock: { runner?: ScheduleRunner } = {};
  // single sign-on (issue 50): a setting that cannot work throws SsoConfigError, and the server refuses to start
  const sso = ssoConfigFrom(env);
  const webhookOptions = delivererOptionsFrom(env);
  const deliverer = startDeliverer({ ...webhookOptions, store: store.backend, log });
  const events = createEventHub({ backend: store.backend, now: Date.now, log });
  const server = createOperatorServer({
    deps: {
      store,
      limits: createLoginLimits(store.backend),
      hashing: createHashSlots(),
      sessions: sessionPolicyFrom(env),
      secondFactors: secondFactorPolicyFrom(env),
      draftRate: createDraftRate(),
      secureCookies: env['OPERATOR_SECURE_COOKIE'] === '1',
      bodyLimit: OPERATOR_BODY_LIMIT,
      metrics: operatorMetrics,
      now: Date.now,
      schedules: { wake: () => clock.runner?.wake() },
      ...(options.project ? { project: options.project } : {}),
      ...(options.field ? { field: options.field } : {}),
      complianceSeenThreshold: complianceSeenThreshold(env),
      ...(options.serving ? { serving: options.serving } : {}),
      events,
      ...(previewSecret ? { preview: { secret: previewSecret, originFor: (domain: string) => playerOriginFor(env, domain) } } : {}),
      ...(sso ? { sso: createIdentityProvider(sso) } : {}),
      webhooks: { allowPrivate: webhookOptions.allowPrivate, nudge: deliverer.nudge },
    },
    metrics: options.metrics,
    trustProxy: env['TRUST_PROXY'] === '1',
    allowedHosts: operatorHostsFrom(env),
    accessLog: accessLogOn(env),
    log,
    ...(options.dist ? { studio: { dir: join(options.dist, 'studio'), previewOrigins: previewOriginsFrom(env) } } : {}),
  });
  const showLive = async (id?: string) => {
    const live = id ? await store.backend.revision(id) : await store.backend.live();
    if (live) setLiveRevision(live.id, live.contentId);
  };
  await showLive().catch((error: unknown) =>
    log(`operator: the live revision is unknown for now: ${errorText(error)}`, { event: 'operator.liveUnknown', level: 'warn', err: error }),
  );
  const unsubscribe = store.backend.onLive((id) => void showLive(id).catch(() => {}));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    unsubscribe();
    await deliverer.close();
    events.close();
    log(`operator: the operator API cannot listen on ${host}:${port} (${errorText(error)}); players are served, operators are not`, {
      event: 'operator.off',
      level: 'error',
      host,
      port,
      err: error,
    });
    return undefined;
  }
  clock.runner = startScheduleRunner({ store, log });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    server,
    url,
    close: async () => {
      await clock.runner?.close();
      await new Promise<void>((resolve) => {
        unsubscribe();
        events.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await deliverer.close();
    },
  };
}
