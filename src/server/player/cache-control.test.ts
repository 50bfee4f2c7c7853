import { describe, expect, it } from 'vitest';
import { cdnCachingFrom, marketHeaderFrom, pageCacheHeaders, PAGE_VARY } from './cache-control.ts';

describe('page Cache-Control', () => {
  it('is no-store unless the operator opts in to CDN caching', () => {
    const off = cdnCachingFrom({});
    expect(off).toEqual({ sMaxage: 0, staleWhileRevalidate: 60 });
    expect(pageCacheHeaders(200, off)).toEqual({ 'cache-control': 'no-store', vary: PAGE_VARY });
  });

  it('lets a CDN keep a fully loaded page, never a degraded, missing or failed one', () => {
    const cdn = cdnCachingFrom({ CDN_S_MAXAGE: '30', CDN_STALE_WHILE_REVALIDATE: '120' });
    expect(pageCacheHeaders(200, cdn)['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120');
    for (const status of [404, 500, 503]) expect(pageCacheHeaders(status, cdn)['cache-control']).toBe('no-store');
  });

  it('varies on every request input a page reads', () => {
    expect(PAGE_VARY.toLowerCase().split(', ')).toEqual([
      'accept-encoding',
      'accept-language',
      'cookie',
      'user-agent',
      'sec-ch-viewport-width',
      'sec-ch-ua-mobile',
    ]);
  });

  it('refuses a setting that is not a whole number of seconds', () => {
    expect(() => cdnCachingFrom({ CDN_S_MAXAGE: '30s' })).toThrow(/CDN_S_MAXAGE must be a whole number of seconds/);
    expect(() => cdnCachingFrom({ CDN_STALE_WHILE_REVALIDATE: '-1' })).toThrow(/CDN_STALE_WHILE_REVALIDATE/);
  });

  it("a shared copy never outlives the page's next window edge, and a page that sets a cookie is never shared", () => {
    const cdn = { sMaxage: 30, staleWhileRevalidate: 120 };
    expect(pageCacheHeaders(200, cdn, { holdsMs: 12_500 })['cache-control']).toBe('public, max-age=0, s-maxage=12, stale-while-revalidate=0');
    expect(pageCacheHeaders(200, cdn, { holdsMs: 90_000 })['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=0');
    expect(pageCacheHeaders(200, cdn, { holdsMs: 900 })['cache-control']).toBe('no-store');
    expect(pageCacheHeaders(200, cdn, { setsCookie: true })['cache-control']).toBe('no-store');
  });

  it('varies on the market header when there is one', () => {
    expect(pageCacheHeaders(200, { sMaxage: 0, staleWhileRevalidate: 0 }, { marketHeader: 'cf-ipcountry' }).vary).toBe(`${PAGE_VARY}, cf-ipcountry`);
  });

  it('reads MARKET_HEADER as a header name, and refuses anything else', () => {
    expect(marketHeaderFrom({})).toBeUndefined();
    expect(marketHeaderFrom({ MARKET_HEADER: ' CF-IPCountry ' })).toBe('cf-ipcountry');
    expect(() => marketHeaderFrom({ MARKET_HEADER: 'x market' })).toThrow(/MARKET_HEADER must be an HTTP header name/);
  });
});
