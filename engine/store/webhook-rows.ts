/** Webhooks and their deliveries as both SQL stores keep them (issue 50 part 4); JSON columns arrive as text (SQLite) or parsed (Postgres). */
import type { ClaimedDelivery, DeliveryResult, StoredWebhook, WebhookDelivery, WebhookEvent } from './types.ts';

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export interface WebhookRow {
  id: string;
  url: string;
  secret: string;
  events: Json<WebhookEvent[]>;
  scope: Json<'*' | string[]>;
  created_by: string;
  created_at: string | Date;
  disabled: number | boolean;
}

export function webhookOf(row: WebhookRow): StoredWebhook {
  return {
    id: row.id,
    url: row.url,
    secret: row.secret,
    events: parsed(row.events),
    scope: parsed(row.scope),
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    disabled: Boolean(row.disabled),
  };
}

export interface DeliveryRow {
  id: string;
  webhook: string;
  event: string;
  payload_hash: string;
  attempt: number | string;
  state: string;
  status: number | string | null;
  error: string | null;
  at: string | Date;
  last_attempt_at: string | Date | null;
  next_attempt: string | Date | null;
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook: row.webhook,
    event: row.event as WebhookEvent,
    payloadHash: row.payload_hash,
    attempt: Number(row.attempt),
    state: row.state as WebhookDelivery['state'],
    ...(row.status !== null ? { status: Number(row.status) } : {}),
    ...(row.error !== null ? { error: row.error } : {}),
    at: iso(row.at),
    ...(row.last_attempt_at !== null ? { lastAttemptAt: iso(row.last_attempt_at) } : {}),
    ...(row.next_attempt !== null ? { nextAttempt: iso(row.next_attempt) } : {}),
  };
}

export function claimedOf(row: DeliveryRow & { payload: string; url: string; secret: string }): ClaimedDelivery {
  return { ...deliveryOf(row), payload: row.payload, url: row.url, secret: row.secret };
}

/** A result's columns: what an attempt leaves behind (the rest cleared). */
export const resultColumns = (result: DeliveryResult) => ({
  state: result.state,
  status: result.status ?? null,
  error: result.error ?? null,
  next_attempt: result.state === 'pending' ? (result.nextAttempt ?? null) : null,
});
