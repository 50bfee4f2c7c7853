import { numberFormat } from './intl-cache.ts';

/**
 * §9 number display: at most 3 decimals (trimmed, not rounded up: a balance never shows more
 * than the player has), trailing zeros dropped, zero shown as empty.
 */
export function trimNumber(value: unknown, maxDecimals = 3): string {
  const n = typeof value === 'string' ? Number(value.replaceAll(',', '')) : Number(value);
  if (!Number.isFinite(n) || n === 0) return '';
  const factor = 10 ** maxDecimals;
  const truncated = Math.trunc(n * factor + (n >= 0 ? 1e-9 : -1e-9)) / factor;
  if (truncated === 0) return '';
  return String(truncated);
}

/** trimNumber, grouped for the player's language (1,234.5 / 1.234,5). */
export function formatAmount(value: unknown, locale: string): string {
  const text = trimNumber(value);
  if (text === '') return '';
  const decimals = text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(text));
}
