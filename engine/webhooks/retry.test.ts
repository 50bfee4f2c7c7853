import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, resultOf, retryDelay, retryPolicyFrom } from './retry.ts';

describe('webhook retries', () => {
  const at = Date.parse('2026-01-01T00:00:00.000Z');
  const after = (ms: number) => new Date(at + ms).toISOString();

  it('waits 1 s, 4 s, 16 s, 64 s between the default five attempts', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, DEFAULT_RETRY))).toEqual([1_000, 4_000, 16_000, 64_000]);
    expect(resultOf({ status: 500 }, 4, at, DEFAULT_RETRY)).toEqual({ state: 'pending', status: 500, nextAttempt: after(64_000) });
    expect(resultOf({ status: 500 }, 5, at, DEFAULT_RETRY)).toEqual({ state: 'failed', status: 500 });
  });

  it('retries network errors, timeouts, 429 and 5xx; a 2xx delivers; any other answer ends it', () => {
    expect(resultOf({ error: 'ECONNREFUSED' }, 1, at, DEFAULT_RETRY)).toEqual({ state: 'pending', error: 'ECONNREFUSED', nextAttempt: after(1_000) });
    expect(resultOf({ status: 429 }, 2, at, DEFAULT_RETRY)).toEqual({ state: 'pending', status: 429, nextAttempt: after(4_000) });
    expect(resultOf({ status: 503 }, 1, at, DEFAULT_RETRY).state).toBe('pending');
    expect(resultOf({ status: 204 }, 3, at, DEFAULT_RETRY)).toEqual({ state: 'delivered', status: 204 });
    expect(resultOf({ status: 404 }, 1, at, DEFAULT_RETRY)).toEqual({ state: 'failed', status: 404 });
    expect(resultOf({ status: 301 }, 1, at, DEFAULT_RETRY)).toEqual({ state: 'failed', status: 301 });
  });

  it('reads its figures from the environment, ignoring nonsense', () => {
    expect(retryPolicyFrom({ WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_TIMEOUT_MS: '800' })).toEqual({
      baseMs: 50,
      factor: 4,
      maxAttempts: 3,
      timeoutMs: 800,
    });
    expect(retryPolicyFrom({ WEBHOOK_RETRY_BASE_MS: '-1', WEBHOOK_MAX_ATTEMPTS: 'x' })).toEqual(DEFAULT_RETRY);
  });
});
