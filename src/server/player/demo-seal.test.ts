import { describe, expect, it } from 'vitest';
import { demoSealPortFrom } from './demo-seal.ts';

describe('DEMO_SEAL_PORT', () => {
  it('is a TCP port or unset', () => {
    expect(demoSealPortFrom({})).toBeUndefined();
    expect(demoSealPortFrom({ DEMO_SEAL_PORT: ' 4599 ' })).toBe(4599);
    expect(() => demoSealPortFrom({ DEMO_SEAL_PORT: '0' })).toThrow(/DEMO_SEAL_PORT must be a TCP port/);
    expect(() => demoSealPortFrom({ DEMO_SEAL_PORT: 'http://x' })).toThrow(/DEMO_SEAL_PORT must be a TCP port/);
  });
});
