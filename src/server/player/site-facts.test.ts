import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../config/defaults.ts';
import { createSiteFacts } from './site-facts.ts';
import type { SiteFacts } from './page-inputs.ts';

const facts = (defaultCode: 'EN' | 'CN'): SiteFacts => ({
  locales: { strategy: 'prefix_except_default', defaultCode, available: ['EN', 'CN'], rootRedirect: null },
  breakpoints: DEFAULT_BREAKPOINTS,
});

describe('site facts', () => {
  it('are kept per revision and host, the latest report winning', () => {
    const sites = createSiteFacts();
    sites.learn('r1', 'casino1.localhost', facts('EN'));
    expect(sites.get('r1', 'casino1.localhost')?.locales.defaultCode).toBe('EN');
    expect(sites.get('r2', 'casino1.localhost')).toBeUndefined();
    expect(sites.get('r1', 'casino2.localhost')).toBeUndefined();
    sites.learn('r1', 'casino1.localhost', facts('CN'));
    expect(sites.get('r1', 'casino1.localhost')?.locales.defaultCode).toBe('CN');
  });

  it('are bounded: the least recently learnt go first', () => {
    const sites = createSiteFacts(3);
    for (let i = 0; i < 1_000; i++) sites.learn('r1', `host${i}.localhost`, facts('EN'));
    expect(sites.size).toBe(3);
    sites.learn('r1', 'host997.localhost', facts('EN'));
    sites.learn('r1', 'new.localhost', facts('EN'));
    expect(sites.get('r1', 'host997.localhost')).toBeDefined();
    expect(sites.get('r1', 'host998.localhost')).toBeUndefined();
  });
});
