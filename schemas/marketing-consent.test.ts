import { describe, expect, it } from 'vitest';
import { decodeConsent, encodeConsent } from './marketing-consent.ts';

describe('the marketing consent as the backend call carries it', () => {
  it('round-trips ticked pairs in the lists’ order; empty is none', () => {
    const pairs = [
      { product: 'sports', channel: 'post' },
      { product: 'casino', channel: 'sms' },
      { product: 'casino', channel: 'email' },
    ] as const;
    expect(encodeConsent(pairs)).toBe('casino:email,casino:sms,sports:post');
    expect(decodeConsent('casino:email,casino:sms,sports:post')).toEqual([pairs[2], pairs[1], pairs[0]]);
    expect(encodeConsent([])).toBe('');
    expect(decodeConsent('')).toEqual([]);
  });

  it('reads nothing it does not know as consent', () => {
    for (const bad of ['casino', 'casino:', ':email', 'casino:telegram', 'casino:email,,sports:sms']) expect(decodeConsent(bad), bad).toBeNull();
  });
});
