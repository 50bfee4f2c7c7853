import { describe, expect, it } from 'vitest';
import { restartBudget, workerCount } from './cluster.ts';

describe('worker count', () => {
  it('is one per core behind BACKEND_URL, one process with the embedded backend, else WEB_CONCURRENCY', () => {
    expect(workerCount({ BACKEND_URL: 'http://backend' }, 8)).toBe(8);
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '3' }, 8)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: '1', BACKEND_URL: 'http://backend' }, 8)).toBe(1);
  });

  it('refuses what is not a positive whole number', () => {
    for (const bad of ['0', '-2', 'two', '1.5']) expect(() => workerCount({ WEB_CONCURRENCY: bad }, 2)).toThrow(/WEB_CONCURRENCY must be/);
  });
});

describe('restart budget', () => {
  it('allows max restarts per sliding window', () => {
    const allow = restartBudget(2, 1_000);
    expect([allow(0), allow(10), allow(20)]).toEqual([true, true, false]);
    expect(allow(999)).toBe(false);
    expect(allow(1_000)).toBe(true);
    expect(allow(1_005)).toBe(false);
    expect(allow(1_010)).toBe(true);
  });
});
