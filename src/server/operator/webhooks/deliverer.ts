/**
 * Sends the queued webhook deliveries (engine/webhooks/emit.ts queues them): every operator server
 * runs one, and each delivery is claimed in the store before it is sent, so on a fleet exactly one
 * server sends each attempt; a claim left by a server that stopped mid-send is taken over once its
 * lease runs out. What was queued before a restart is sent after it.
 */
import type { ConfigStoreBackend, ClaimedDelivery } from '../../../../engine/store/types.ts';
import { resultOf, retryPolicyFrom, type RetryPolicy } from '../../../../engine/webhooks/retry.ts';
import { allowPrivateFrom } from '../../../../engine/webhooks/url-policy.ts';
import { errorText, type EventLog } from '../../../lib/event-log.ts';
import { sendDelivery } from './send.ts';

/** Deliveries one server has in flight at once: a slow receiver holds up at most this many slots. */
const PARALLEL = 4;
/** A claim outlives the attempt's timeout by this much before another server may take it over. */
const LEASE_MARGIN_MS = 30_000;

export interface DelivererOptions {
  store: ConfigStoreBackend;
  policy: RetryPolicy;
  allowPrivate: boolean;
  /** how often the store is asked for due deliveries */
  pollMs: number;
  log: EventLog;
  now?: () => number;
}

export interface Deliverer {
  /** looks for due deliveries now, not at the next poll */
  nudge(): void;
  /** stops polling and waits for the deliveries in flight */
  close(): Promise<void>;
}

/** WEBHOOK_POLL_MS (1000), the retry policy and WEBHOOK_ALLOW_PRIVATE from the environment. */
export function delivererOptionsFrom(env: NodeJS.ProcessEnv): Omit<DelivererOptions, 'store' | 'log'> {
  const poll = Number(env['WEBHOOK_POLL_MS']);
  return { policy: retryPolicyFrom(env), allowPrivate: allowPrivateFrom(env), pollMs: Number.isInteger(poll) && poll >= 50 ? poll : 1_000 };
}

export function startDeliverer(options: DelivererOptions): Deliverer {
  const { store, policy, log } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let claiming = false;

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await sendDelivery(delivery, { timeoutMs: policy.timeoutMs, allowPrivate: options.allowPrivate });
    const result = resultOf(outcome, delivery.attempt, now(), policy);
    await store.finishDelivery(delivery.id, delivery.attempt, result);
    const fields = {
      event: `webhook.${result.state === 'pending' ? 'retry' : result.state}`,
      level: result.state === 'delivered' ? 'info' : 'warn',
      webhook: delivery.webhook,
      delivery: delivery.id,
      operatorEvent: delivery.event,
      attempt: delivery.attempt,
      ...('status' in outcome ? { status: outcome.status } : { error: outcome.error }),
      ...(result.nextAttempt ? { nextAttempt: result.nextAttempt } : {}),
    } as const;
    log(`webhook: ${delivery.event} delivery ${delivery.id} attempt ${delivery.attempt}: ${result.state}`, fields);
  }

  async function claimDue(): Promise<void> {
    if (claiming || closed) return;
    claiming = true;
    try {
      while (!closed && inFlight.size < PARALLEL) {
        const at = now();
        const delivery = await store.claimDelivery(new Date(at).toISOString(), new Date(at + policy.timeoutMs + LEASE_MARGIN_MS).toISOString());
        if (!delivery) break;
        const running = attempt(delivery)
          .catch((error: unknown) =>
            log(`webhook: delivery ${delivery.id} was not recorded: ${errorText(error)}`, {
              event: 'webhook.error',
              level: 'error',
              delivery: delivery.id,
              err: error,
            }),
          )
          .finally(() => {
            inFlight.delete(running);
            void claimDue();
          });
        inFlight.add(running);
      }
    } catch (error) {
      log(`webhook: the store did not answer for deliveries: ${errorText(error)}`, { event: 'webhook.error', level: 'warn', err: error });
    } finally {
      claiming = false;
    }
  }

  const timer = setInterval(() => void claimDue(), options.pollMs);
  timer.unref();
  void claimDue();
  return {
    nudge: () => void claimDue(),
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
