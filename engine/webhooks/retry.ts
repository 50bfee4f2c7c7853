/**
 * When a delivery is tried again: after a network error, a timeout, a 429 or a 5xx, with exponential
 * backoff (1 s, 4 s, 16 s, 64 s by default) until its last attempt; any other answer ends it.
 */
import type { DeliveryResult } from '../store/types.ts';

export interface RetryPolicy {
  /** the wait before the second attempt */
  baseMs: number;
  /** each wait is this many times the one before */
  factor: number;
  maxAttempts: number;
  /** an attempt not answered by then is a failed one */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1_000, factor: 4, maxAttempts: 5, timeoutMs: 5_000 };

function positive(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** WEBHOOK_RETRY_BASE_MS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS (README "Environment"); tests shorten them. */
export function retryPolicyFrom(env: NodeJS.ProcessEnv): RetryPolicy {
  return {
    baseMs: positive(env['WEBHOOK_RETRY_BASE_MS'], DEFAULT_RETRY.baseMs, 3_600_000),
    factor: DEFAULT_RETRY.factor,
    maxAttempts: positive(env['WEBHOOK_MAX_ATTEMPTS'], DEFAULT_RETRY.maxAttempts, 20),
    timeoutMs: positive(env['WEBHOOK_TIMEOUT_MS'], DEFAULT_RETRY.timeoutMs, 60_000),
  };
}

/** The wait after attempt `attempt` (1 for the first) failed. */
export const retryDelay = (attempt: number, policy: RetryPolicy): number => policy.baseMs * policy.factor ** (attempt - 1);

/** How one attempt ended: the receiver's status, or why there was none. */
export type AttemptOutcome = { status: number } | { error: string };

const retryable = (outcome: AttemptOutcome): boolean => !('status' in outcome) || outcome.status === 429 || outcome.status >= 500;

/** What the delivery log records for attempt `attempt`, ended at `now` (epoch ms). */
export function resultOf(outcome: AttemptOutcome, attempt: number, now: number, policy: RetryPolicy): DeliveryResult {
  const said = 'status' in outcome ? { status: outcome.status } : { error: outcome.error };
  if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) return { state: 'delivered', ...said };
  if (retryable(outcome) && attempt < policy.maxAttempts)
    return { state: 'pending', ...said, nextAttempt: new Date(now + retryDelay(attempt, policy)).toISOString() };
  return { state: 'failed', ...said };
}
