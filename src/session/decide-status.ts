import type { Status } from '../api/result.ts';

export type StatusDecision =
  { kind: 'ignore' } | { kind: 'sessionExpired' } | { kind: 'warn' } | { kind: 'dialog'; messageKey: string | null; raw: string | null };

const SESSION_ENDED = new Set(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']);

/** §8 global error handler: what a response's status means for the player. */
export function decideStatus(result: Partial<Status> | null | undefined): StatusDecision {
  const message = result?.statusMessage?.trim() ?? '';
  if (result?.statusCode === 1 || message === 'OK' || message === '') return { kind: 'ignore' };
  if (SESSION_ENDED.has(message)) return { kind: 'sessionExpired' };
  if (message === 'serviceUnavailable') return { kind: 'warn' };
  if (/^[A-Za-z]+$/.test(message)) return { kind: 'dialog', messageKey: `errors.${message}`, raw: message };
  return { kind: 'dialog', messageKey: null, raw: message };
}
