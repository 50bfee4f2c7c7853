/**
 * One attempt at one delivery: a signed POST of the stored body, answered within the policy's
 * timeout or counted as failed. Redirects are not followed, and (unless WEBHOOK_ALLOW_PRIVATE=1)
 * every address the host resolves to must be a public one (engine/webhooks/url-policy.ts).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type ClientRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ClaimedDelivery } from '../../../../engine/store/types.ts';
import type { AttemptOutcome } from '../../../../engine/webhooks/retry.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureOf } from '../../../../engine/webhooks/signature.ts';
import { isInternalAddress, webhookUrlProblem } from '../../../../engine/webhooks/url-policy.ts';

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, refusing a name that resolves to an internal address. */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const inward = addresses.find((a) => isInternalAddress(a.address));
    if (inward) return callback(Object.assign(new Error(`${hostname} resolves to ${inward.address}, an internal address`), { code: 'EINTERNAL' }), []);
    const [first] = addresses;
    if (options.all || !first) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
}

export function sendDelivery(delivery: ClaimedDelivery, options: SendOptions): Promise<AttemptOutcome> {
  const problem = webhookUrlProblem(delivery.url, options.allowPrivate);
  if (problem) return Promise.resolve({ error: problem });
  const url = new URL(delivery.url);
  const body = Buffer.from(delivery.payload);
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'config-operator-webhooks',
      [SIGNATURE_HEADER]: signatureOf(body, delivery.secret),
      [EVENT_HEADER]: delivery.event,
      [DELIVERY_HEADER]: delivery.id,
    },
    ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
  };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req: ClientRequest = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, requestOptions, (res) => {
      // the answer's body is not read: only its status counts
      res.resume();
      settle({ status: res.statusCode ?? 0 });
    });
    const timer = setTimeout(() => {
      settle({ error: `no answer within ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ? `${error.code}: ${error.message}` : error.message }));
    req.end(body);
  });
}
