import { decodeConsent, encodeConsent, type ConsentPair, type MarketingChannel, type MarketingProduct } from '../../../schemas/marketing-consent.ts';

/** A grid box's key, as the form field and the backend call write a pair. */
export const pairKey = (product: MarketingProduct, channel: MarketingChannel) => `${product}:${channel}`;

/** The ticked boxes as the backend call carries them (docs/contract.md `marketing_consent`). */
export function consentOfKeys(keys: ReadonlySet<string>): string {
  const pairs: ConsentPair[] = decodeConsent([...keys].join(',')) ?? [];
  return encodeConsent(pairs);
}

/** The boxes an answer ticks; an answer that is not pairs ticks none. */
export function keysOfConsent(consent: string): Set<string> {
  return new Set((decodeConsent(consent) ?? []).map((p) => pairKey(p.product, p.channel)));
}
