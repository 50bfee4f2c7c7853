/** What a brand may ask marketing consent for (GB, LCCP SR code 5.1.11; docs/compliance.md). */
export const MARKETING_PRODUCTS = ['casino', 'sports', 'bingo', 'poker', 'lottery'] as const;
export const MARKETING_CHANNELS = ['email', 'sms', 'phone', 'post', 'push'] as const;

export type MarketingProduct = (typeof MARKETING_PRODUCTS)[number];
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** One ticked box of the consent grid: this product, by this channel. */
export interface ConsentPair {
  product: MarketingProduct;
  channel: MarketingChannel;
}

const isProduct = (v: string): v is MarketingProduct => (MARKETING_PRODUCTS as readonly string[]).includes(v);
const isChannel = (v: string): v is MarketingChannel => (MARKETING_CHANNELS as readonly string[]).includes(v);

/**
 * The consent as the backend call carries it (docs/contract.md `marketing_consent`): ticked pairs as
 * `product:channel`, comma-separated, in the lists' order; empty is "none", the default.
 */
export function encodeConsent(pairs: readonly ConsentPair[]): string {
  const key = (p: ConsentPair) => MARKETING_PRODUCTS.indexOf(p.product) * MARKETING_CHANNELS.length + MARKETING_CHANNELS.indexOf(p.channel);
  const unique = new Map(pairs.map((p) => [key(p), p]));
  return [...unique.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, p]) => `${p.product}:${p.channel}`)
    .join(',');
}

/** The pairs of an encoded consent, or null when any part is not a known product:channel pair. */
export function decodeConsent(text: string): ConsentPair[] | null {
  if (text === '') return [];
  const pairs: ConsentPair[] = [];
  for (const part of text.split(',')) {
    const [product = '', channel = '', ...rest] = part.split(':');
    if (rest.length || !isProduct(product) || !isChannel(channel)) return null;
    pairs.push({ product, channel });
  }
  return pairs;
}
