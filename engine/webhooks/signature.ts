/**
 * A delivery's signature, as GitHub signs its webhooks: `X-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body with the webhook's secret. A receiver recomputes it over the bytes it
 * read (before parsing them) and compares in constant time: docs/operators.md "Webhooks".
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature-256';
export const EVENT_HEADER = 'X-Webhook-Event';
export const DELIVERY_HEADER = 'X-Webhook-Delivery';

export const signatureOf = (body: string | Buffer, secret: string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether `header` is the signature of `body` under `secret`. */
export function verifySignature(body: string | Buffer, secret: string, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the delivery log keeps of a body: its SHA-256, enough to match a receiver's copy. */
export const payloadHashOf = (body: string): string => createHash('sha256').update(body).digest('hex');
