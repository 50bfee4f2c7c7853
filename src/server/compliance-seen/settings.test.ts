import { describe, expect, it } from 'vitest';
import { complianceSeenThreshold } from './settings.ts';

describe('complianceSeenThreshold', () => {
  it('is 0.95 unless set, and refuses a value outside 0–1', () => {
    expect(complianceSeenThreshold({})).toBe(0.95);
    expect(complianceSeenThreshold({ COMPLIANCE_SEEN_THRESHOLD: '0.8' })).toBe(0.8);
    expect(() => complianceSeenThreshold({ COMPLIANCE_SEEN_THRESHOLD: '95' })).toThrow(/0 to 1/);
    expect(() => complianceSeenThreshold({ COMPLIANCE_SEEN_THRESHOLD: 'high' })).toThrow(/0 to 1/);
  });
});
