import { decodeConsent, encodeConsent } from '../../../schemas/marketing-consent.ts';
import type { Context } from '../context.ts';
import { asRow, text } from '../db/row.ts';
import { nearestJurisdiction, siteTemplate } from './site-regulator.ts';

/** The products and channels a brand's consent grid offers; none for a brand that asks no consent. */
export interface OfferedConsent {
  products: readonly string[];
  channels: readonly string[];
}

const NONE: OfferedConsent = { products: [], channels: [] };
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The grid of the template a site wears (`jurisdiction.marketingConsent`, docs/compliance.md). */
export function offeredConsent(ctx: Context, siteId: number): OfferedConsent {
  const template = siteTemplate(ctx, siteId);
  const lists = template === undefined ? undefined : nearestJurisdiction(ctx, template, 'marketingConsent');
  if (typeof lists !== 'object' || lists === null) return NONE;
  return { products: strings((lists as Record<string, unknown>)['products']), channels: strings((lists as Record<string, unknown>)['channels']) };
}

/**
 * The consent as stored: its pairs in a fixed order; null when the text is not `product:channel` pairs,
 * or names a pair the brand's grid does not offer (a forged call: the grid shows only those).
 */
export function normaliseConsent(text: string, offered: OfferedConsent): string | null {
  const pairs = decodeConsent(text);
  if (pairs === null || pairs.some((p) => !offered.products.includes(p.product) || !offered.channels.includes(p.channel))) return null;
  return encodeConsent(pairs);
}

export function readMarketingConsent(ctx: Context, userId: number): string {
  const row: unknown = ctx.sql('SELECT consent FROM marketing_consents WHERE user_id = ?').get(userId);
  return row === undefined ? '' : text(asRow(row), 'consent');
}

export function writeMarketingConsent(ctx: Context, userId: number, consent: string): void {
  ctx
    .sql(
      'INSERT INTO marketing_consents (user_id, consent, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET consent = excluded.consent, updated_at = excluded.updated_at',
    )
    .run(userId, consent, ctx.now());
}
