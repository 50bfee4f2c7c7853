import { describe, expect, it } from 'vitest';
import { createAnonymousLimits } from './anonymous-limits.ts';

describe('unauthenticated requests by address', () => {
  it('holds an address past its bound until its minute ends, and reports each busy window once', () => {
    const limits = createAnonymousLimits(3, 60_000);
    const t = 1_000_000;
    expect(limits.count('10.0.0.1', '/api/a', false, t)).toBe(true);
    expect(limits.count('10.0.0.1', '/api/b', false, t + 1)).toBe(false);
    expect(limits.over('10.0.0.1', t + 2)).toBe(false);
    limits.count('10.0.0.1', '/api/a', false, t + 2);
    expect(limits.over('10.0.0.1', t + 3)).toBe(true);
    expect(limits.over('10.0.0.2', t + 3)).toBe(false);
    limits.count('10.0.0.1', '/api/a', true, t + 3);
    expect(limits.retryAfter('10.0.0.1', t + 30_000)).toBe(30);
    limits.count('10.0.0.2', '/api/a', false, t + 10);
    expect(limits.closed(t + 59_999)).toEqual([]);
    expect(limits.over('10.0.0.1', t + 60_000)).toBe(false);
    // the window of one request was audited in full already: no count row for it
    expect(limits.closed(t + 60_010)).toEqual([{ address: '10.0.0.1', startedAt: t, count: 4, limited: 1, paths: ['/api/a', '/api/b'] }]);
    expect(limits.closed(t + 60_010)).toEqual([]);
  });

  it('summarises every open window when asked for all (the server closing)', () => {
    const limits = createAnonymousLimits();
    limits.count('a', '/x', false, 0);
    limits.count('a', '/x', false, 1);
    expect(limits.closed(2, true).map((w) => w.count)).toEqual([2]);
  });
});
