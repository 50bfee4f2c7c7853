import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';

describe('attempt limiter', () => {
  const policy = { free: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

  it('the free-th failure locks the key, each further one twice as long, up to the cap', () => {
    let t = 0;
    const limiter = createAttemptLimiter(policy, () => t);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      limiter.fail('a');
      delays.push(limiter.retryAfter('a'));
      t += limiter.retryAfter('a');
    }
    expect(delays).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(limiter.retryAfter('b')).toBe(0);
  });

  it('forgets a key after a quiet spell and on success', () => {
    let t = 0;
    const limiter = createAttemptLimiter(policy, () => t);
    for (let i = 0; i < 5; i++) limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.succeed('a');
    expect(limiter.retryAfter('a')).toBe(0);
    for (let i = 0; i < 5; i++) limiter.fail('a');
    t += 61_000;
    limiter.purge();
    expect(limiter.size).toBe(0);
  });

  it('keeps at most maxKeys keys', () => {
    const limiter = createAttemptLimiter(policy, () => 0, 10);
    for (let i = 0; i < 100; i++) limiter.fail(`k${i}`);
    expect(limiter.size).toBe(10);
  });
});
