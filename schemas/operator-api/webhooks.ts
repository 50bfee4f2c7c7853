/**
 * Webhooks (issue 50 part 4): what an admin subscribes an HTTP endpoint to, and the delivery log
 * the operator server keeps while it sends them (docs/operators.md "Webhooks"). Declared once here:
 * the store keeps these shapes, the operator API answers them, the `operator webhook` CLI prints them.
 */
import { TEMPLATE_KEY_PATTERN } from '../template-key.ts';

/**
 * Every operator event a webhook may subscribe to. `publish` and `rollback` fire from the publisher
 * (engine/store/publish.ts); the schedule and approval events are declared for their features to emit.
 */
export const WEBHOOK_EVENTS = ['publish', 'rollback', 'schedule.created', 'schedule.cancelled', 'schedule.published', 'draft.approved'] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** A webhook as the API and the CLI show it: never its secret, which is shown to no one after it is set. */
export interface WebhookSummary {
  id: string;
  url: string;
  events: WebhookEvent[];
  /** the brands whose events it hears: '*' or template keys */
  scope: '*' | string[];
  createdBy: string;
  createdAt: string;
  disabled: boolean;
}

/** `pending`: waiting for its next attempt; `sending`: claimed by one server, in flight; then `delivered` or `failed` for good. */
export type DeliveryState = 'pending' | 'sending' | 'delivered' | 'failed';

/** One event for one webhook, and how its sending went so far. */
export interface WebhookDelivery {
  /** sent as X-Webhook-Delivery: the same on every attempt, so a receiver can drop repeats */
  id: string;
  webhook: string;
  event: WebhookEvent;
  /** SHA-256 (hex) of the body sent */
  payloadHash: string;
  /** attempts made so far */
  attempt: number;
  state: DeliveryState;
  /** the HTTP status of the last attempt, when it got an answer */
  status?: number;
  /** why the last attempt failed, when it did */
  error?: string;
  /** when the event was queued */
  at: string;
  lastAttemptAt?: string;
  /** when it is tried next (or, while `sending`, when an unfinished claim may be taken over) */
  nextAttempt?: string;
}

/** `POST /api/webhooks`'s body. */
export const webhookCreateSchema = {
  type: 'object',
  required: ['url', 'secret'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', minLength: 8, maxLength: 2_000, pattern: '^https?://' },
    secret: { type: 'string', minLength: 16, maxLength: 200, description: 'the HMAC key; shown to no one again' },
    events: { type: 'array', minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true, items: { enum: WEBHOOK_EVENTS } },
    scope: {
      description: "'*' or a list of template keys",
      anyOf: [{ const: '*' }, { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: TEMPLATE_KEY_PATTERN } }],
    },
  },
} as const;

/** The shortest secret accepted: an HMAC key an attacker cannot guess. */
export const WEBHOOK_SECRET_MIN = 16;
