import { describe, expect, it } from 'vitest';
import { createLoginLimits } from './login-limits.ts';

describe('login limits', () => {
  it('refuses the 11th try within the window, per account and per address, until the oldest failure ages out', () => {
    let now = 0;
    const limits = createLoginLimits({ maxFailures: 10, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 10; i++) {
      expect(limits.retryAfter('Ann', `10.0.0.${i}`)).toBe(0);
      limits.failed('Ann', `10.0.0.${i}`);
      now += 1_000;
    }
    expect(limits.retryAfter('ann', '10.9.9.9')).toBe(50_000);
    expect(limits.retryAfter('bob', '10.0.0.1')).toBe(0);
    now = 60_000;
    expect(limits.retryAfter('ann', '10.9.9.9')).toBe(0);
  });

  it('a success clears the account but not the address', () => {
    const limits = createLoginLimits({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    limits.failed('ann', '1.1.1.1');
    limits.failed('ann', '1.1.1.1');
    limits.succeeded('ann');
    expect(limits.retryAfter('ann', '2.2.2.2')).toBe(0);
    expect(limits.retryAfter('other', '1.1.1.1')).toBe(60_000);
  });

  it('forgets the oldest keys past its bound', () => {
    const limits = createLoginLimits({ maxFailures: 1, windowMs: 60_000 }, () => 0, 4);
    for (let i = 0; i < 4; i++) limits.failed(`user${i}`, 'same');
    expect(limits.retryAfter('user0', 'elsewhere')).toBe(0);
    expect(limits.retryAfter('user3', 'elsewhere')).toBe(60_000);
  });
});
