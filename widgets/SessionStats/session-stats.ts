import { isRecord } from '../../schemas/is-record.ts';
import { numberFormat } from '../../src/lib/intl-cache.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';

/** The browser's record of the game session on screen (sessionStorage: one tab, kept across reloads). */
export const SESSION_STATS_KEY = 'session_stats';

/** When a game session began and the balance the backend reported then. */
export interface GameSessionStart {
  /** which launch it times: the session token's hash, the game, and the navigation that opened it */
  launch: string;
  startedAt: number;
  balance: number;
}

/**
 * One game launch: a new sign-in, another game, or a new navigation to /playnow (the router's
 * location key, which a reload keeps) starts a new session; a reload of the same one does not.
 */
export function launchKey(session: string, provider: string, game: string, navigation: string): string {
  return [session, provider, game, navigation].map(encodeURIComponent).join('|');
}

const isInstant = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The stored start of this launch, or null: another launch's, unreadable, or from the future (a new start is taken then). */
export function readStart(raw: string | null, launch: string, now: number): GameSessionStart | null {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    // an unreadable value is no start, like no value
  }
  if (!isRecord(stored) || stored['launch'] !== launch) return null;
  const { startedAt, balance } = stored;
  if (!isInstant(startedAt) || startedAt > now || typeof balance !== 'number' || !Number.isFinite(balance)) return null;
  return { launch, startedAt, balance };
}

/** Winnings minus stakes since the start, as the balance tells them: now minus then, to the §9 three decimals (no floating-point dust). */
export function netPosition(start: GameSessionStart, balance: number): number {
  const net = Math.round((balance - start.balance) * 1000) / 1000;
  return net === 0 ? 0 : net;
}

/** The time since the start as a clock: m:ss under an hour, h:mm:ss from then on. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** An ISO 4217 code this runtime formats (the §9 site currencies are not all one: `EN`, `CN` double as language codes). */
function isoCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    numberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/**
 * The net position in the page's language with its sign, zero without one: in the currency's own
 * style (+£3.20, −£1.00) where the code is ISO 4217, else the code beside the §9 amount, as the
 * deposit-limit texts write it (+EN 3.2), with the language's sign.
 */
export function formatNet(amount: number, locale: string, currency: string): string {
  if (isoCurrency(currency)) return numberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(amount);
  const sign = numberFormat(locale, { signDisplay: 'exceptZero' })
    .formatToParts(amount)
    .find((part) => part.type === 'plusSign' || part.type === 'minusSign');
  return `${sign?.value ?? ''}${currency} ${formatAmount(Math.abs(amount), locale) || '0'}`.trim();
}
