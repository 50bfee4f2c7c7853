import { describe, expect, it } from 'vitest';
import { cdnCachingFrom, pageCacheHeaders, PAGE_VARY } from './cache-control.ts';

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
});
