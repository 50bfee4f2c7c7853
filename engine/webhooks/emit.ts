/**
 * Operator events become webhook deliveries here: one row per webhook that subscribes to the event
 * and whose brand scope meets the templates it touched, queued in the store in one write. Whatever
 * process emits (the operator API, `config-publish`, the watched CONFIG_DIR) only queues; an operator
 * server on the same store sends (src/server/operator/webhooks/deliverer.ts), so a CLI's publish
 * fires as the API's does, and a queued delivery outlives a restart.
 */
import { randomUUID } from 'node:crypto';
import type { Touched } from '../accounts/roles.ts';
import type { ConfigStoreBackend, NewDelivery, WebhookEvent, WebhookSummary } from '../store/types.ts';
import { payloadHashOf } from './signature.ts';

export interface OperatorEvent {
  event: WebhookEvent;
  /** the revision it made or concerns, if any */
  revision: string | null;
  /** the templates it touched: '*' for every one */
  templates: Touched;
  /** who did it: an operator's name, or `cli:<user>` */
  actor: string;
  /** more for the body (a publish's message, kind, parent…); it never replaces the fields above */
  detail?: Record<string, unknown>;
}

/** Whether a webhook hears an event: it subscribed to it, and its scope is '*' or names a template the event touched. */
export function hears(webhook: Pick<WebhookSummary, 'events' | 'scope' | 'disabled'>, event: WebhookEvent, templates: Touched): boolean {
  if (webhook.disabled || !webhook.events.includes(event)) return false;
  if (webhook.scope === '*' || templates === '*') return true;
  return webhook.scope.some((key) => templates.includes(key));
}

/** The body every webhook of one event is sent: `{ id, event, at, revision, templates, actor, …detail }`. */
export function payloadOf(event: OperatorEvent, id: string, at: string): string {
  const core = { id, event: event.event, at, revision: event.revision, templates: event.templates, actor: event.actor };
  const extra = Object.fromEntries(Object.entries(event.detail ?? {}).filter(([key]) => !Object.hasOwn(core, key)));
  return JSON.stringify({ ...core, ...extra });
}

/** Queues the event for every webhook that hears it; answers what it queued. */
export async function emitOperatorEvent(store: ConfigStoreBackend, event: OperatorEvent, now: Date = new Date()): Promise<NewDelivery[]> {
  const listening = (await store.webhooks()).filter((w) => hears(w, event.event, event.templates));
  if (listening.length === 0) return [];
  const at = now.toISOString();
  const payload = payloadOf(event, randomUUID(), at);
  const payloadHash = payloadHashOf(payload);
  const deliveries = listening.map((w): NewDelivery => ({ id: randomUUID(), webhook: w.id, event: event.event, payload, payloadHash, at }));
  await store.enqueueDeliveries(deliveries);
  return deliveries;
}
