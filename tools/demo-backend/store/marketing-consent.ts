import { decodeConsent, encodeConsent } from '../../../schemas/marketing-consent.ts';
import type { Context } from '../context.ts';
import { asRow, text } from '../db/row.ts';

/** The consent as stored: its pairs in a fixed order, or null when the text is not `product:channel` pairs. */
export function normaliseConsent(text: string): string | null {
  const pairs = decodeConsent(text);
  return pairs === null ? null : encodeConsent(pairs);
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
