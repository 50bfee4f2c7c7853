import { describe, expect, it } from 'vitest';
import { pageAudience, decideAudience, marketOf, pickVariant, variantsOf } from './audience.ts';

const experiments = { hero: { a: 50, b: 50 }, banner: { on: 100, off: 0 } };

describe('pickVariant', () => {
  it('draws by weight', () => {
    expect(pickVariant({ a: 50, b: 50 }, 0)).toBe('a');
    expect(pickVariant({ a: 50, b: 50 }, 0.4999)).toBe('a');
    expect(pickVariant({ a: 50, b: 50 }, 0.5)).toBe('b');
    expect(pickVariant({ a: 10, b: 0, c: 90 }, 0.2)).toBe('c');
    expect(pickVariant({ a: 0, b: 0 }, 0.3)).toBe('a');
  });
});

describe('variantsOf', () => {
  it('keeps a variant its cookie holds and draws the others', () => {
    expect(variantsOf('exp_hero=b; other=1', experiments, () => 0)).toEqual({ variants: { hero: 'b', banner: 'on' }, drawn: ['banner'] });
  });
  it('draws again for an unknown variant or one whose weight is now 0', () => {
    expect(variantsOf('exp_hero=zzz; exp_banner=off', experiments, () => 0.9)).toEqual({ variants: { hero: 'b', banner: 'on' }, drawn: ['hero', 'banner'] });
  });
  it('a site without experiments has no variants', () => expect(variantsOf('exp_hero=b', undefined)).toEqual({ variants: {}, drawn: [] }));
});

describe('marketOf', () => {
  it('accepts a country code, in any case, and nothing else', () => {
    expect(marketOf(' ph ')).toBe('PH');
    expect(marketOf('GBR')).toBeUndefined();
    expect(marketOf('')).toBeUndefined();
    expect(marketOf(null)).toBeUndefined();
  });
});

describe('decideAudience', () => {
  const request = new Request('http://casino1.localhost/', { headers: { 'cf-ipcountry': 'mt', 'x-market': 'GB', cookie: 'exp_hero=a' } });
  const targeting = { timeZone: 'Europe/Malta', experiments };
  it('reads the market from the configured header only', () => {
    expect(decideAudience(request, targeting, { marketHeader: 'cf-ipcountry', now: 5, random: () => 0 })).toEqual({
      market: 'MT',
      variants: { hero: 'a', banner: 'on' },
      at: 5,
      timeZone: 'Europe/Malta',
    });
    expect(decideAudience(request, undefined, { now: 5 })).toEqual({ variants: {}, at: 5, timeZone: 'UTC' });
  });
  it("a preview's override wins", () => {
    const override = { market: 'PH', at: 9, variants: { hero: 'b' } };
    expect(decideAudience(request, targeting, { marketHeader: 'cf-ipcountry', override, now: 5, random: () => 0 })).toEqual({
      market: 'PH',
      variants: { hero: 'b', banner: 'on' },
      at: 9,
      timeZone: 'Europe/Malta',
      fixed: true,
    });
    expect(decideAudience(request, targeting, { marketHeader: 'cf-ipcountry', override: { market: undefined }, now: 5 }).market).toBeUndefined();
  });
});

describe('pageAudience', () => {
  const audience = { market: 'PH', variants: { hero: 'b', banner: 'on' }, at: 7, timeZone: 'UTC' };
  it('keeps only what the page reads', () => {
    expect(pageAudience(audience, { targeted: true, market: false, experiments: ['hero'] })).toEqual({
      variants: { hero: 'b' },
      at: 7,
      timeZone: 'UTC',
      used: true,
    });
    expect(pageAudience(audience, { targeted: false, market: false, experiments: [] })).toBeUndefined();
  });
  it('a page that reads the market carries it, or "" for none', () => {
    expect(pageAudience(audience, { targeted: true, market: true, experiments: [] })?.market).toBe('PH');
    expect(pageAudience({ ...audience, market: undefined }, { targeted: true, market: true, experiments: [] })?.market).toBe('');
  });
});
