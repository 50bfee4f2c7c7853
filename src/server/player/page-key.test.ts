import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.ts';
import { pageCookieNames, pageQueryKeys } from '../../render/page-query.ts';
import type { RegisteredWidget } from '../../render/types.ts';
import { DEFAULT_BREAKPOINTS } from '../../config/defaults.ts';
import { pageInputs, type SiteFacts } from './page-inputs.ts';

const widgets = [{ name: 'GameGrid', query: ['provider', 'q'] }, { name: 'Plain' }] as unknown as RegisteredWidget[];
const keys = pageQueryKeys(widgets);
const get = (url: string) => new Request(url, { headers: { 'accept-language': 'en' } });

describe('page key', () => {
  it('ignores parameters no page reads, and their order', () => {
    const plain = pageKey(get('http://casino1.localhost/slots'), keys);
    expect(pageKey(get('http://casino1.localhost/slots?r=123'), keys)).toBe(plain);
    expect(pageKey(get('http://casino1.localhost/slots?q=ace&provider=PG&utm=x'), keys)).toBe(
      pageKey(get('http://casino1.localhost/slots?provider=PG&q=ace'), keys),
    );
  });

  it('keeps the parameters a page reads', () => {
    expect(pageKey(get('http://casino1.localhost/slots?q=ace'), keys)).not.toBe(pageKey(get('http://casino1.localhost/slots?q=king'), keys));
  });
});

describe('page key from normalised inputs', () => {
  const site: SiteFacts = {
    locales: { strategy: 'no_prefix', defaultCode: 'EN', available: ['EN', 'CN'], rootRedirect: null },
    breakpoints: DEFAULT_BREAKPOINTS,
  };
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const at = (headers: Record<string, string>, url = 'http://casino1.localhost/slots') => new Request(url, { headers });
  const key = (request: Request) => pageKey(request, keys, pageInputs(request, site));

  it('raw inputs that resolve alike give one key', () => {
    const plain = key(at({}));
    const alike: Record<string, string>[] = [
      { 'accept-language': 'q9x-RANDOM-1' },
      { 'accept-language': 'en-GB,en;q=0.9' },
      { cookie: 'i18n_redirected=zz-random' },
      { cookie: 'i18n_redirected=en; viewport=watch-123' },
      { cookie: 'viewport=desktop; ann_off=0; _fbp=abc' },
      { 'user-agent': 'curl/8.5' },
    ];
    for (const headers of alike) {
      expect(key(at(headers)), JSON.stringify(headers)).toBe(plain);
    }
    expect(key(at({ 'accept-language': 'zh-CN' }))).toBe(key(at({ cookie: 'i18n_redirected=cn' })));
    expect(key(at({ 'user-agent': IPHONE }))).toBe(key(at({ cookie: 'viewport=mobileMedium' })));
  });

  it('inputs that resolve differently give different keys', () => {
    const keysOf = [
      at({}),
      at({ 'accept-language': 'zh-CN' }),
      at({ cookie: 'viewport=tablet' }),
      at({ 'user-agent': IPHONE }),
      at({ cookie: 'ann_off=1' }),
      at({}, 'http://casino1.localhost/slots?q=ace'),
      at({}, 'http://casino2.localhost/slots'),
    ].map(key);
    expect(new Set(keysOf).size).toBe(keysOf.length);
  });

  it('without the site facts, the raw inputs are the key', () => {
    const raw = (headers: Record<string, string>) => pageKey(at(headers), keys);
    expect(raw({ 'accept-language': 'q9x-1' })).not.toBe(raw({ 'accept-language': 'q9x-2' }));
    expect(raw({ cookie: 'viewport=a' })).not.toBe(raw({ cookie: 'viewport=b' }));
    expect(raw({ cookie: 'i18n_redirected=a' })).not.toBe(raw({ cookie: 'i18n_redirected=b' }));
    // and never one of the normalised keys
    expect(raw({})).not.toBe(key(at({})));
  });

  it('without the site facts, the cookies the widgets declare are in the key, no others', () => {
    const cookies = pageCookieNames([{ name: 'AnnouncementModal', cookies: ['ann_off'] }] as unknown as RegisteredWidget[]);
    const raw = (cookie: string) => pageKey(at({ cookie }), keys, undefined, cookies);
    expect(raw('ann_off=1')).not.toBe(raw(''));
    expect(raw('ann_off=1; _fbp=a')).toBe(raw('_fbp=b; ann_off=1'));
  });
});

describe('page key and the viewport client hints', () => {
  const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const hinted = (width?: string) =>
    new Request('http://casino1.localhost/', { headers: { 'user-agent': DESKTOP, ...(width === undefined ? {} : { 'sec-ch-viewport-width': width }) } });
  const site: SiteFacts = { locales: { strategy: 'no_prefix', defaultCode: 'EN', available: ['EN'], rootRedirect: null }, breakpoints: DEFAULT_BREAKPOINTS };

  it('raw: a plausible width is part of the key, anything else is no hint', () => {
    expect(pageKey(hinted('390'), keys)).not.toBe(pageKey(hinted(), keys));
    expect(pageKey(hinted('not a width'), keys)).toBe(pageKey(hinted(), keys));
    expect(pageKey(hinted('123456'), keys)).toBe(pageKey(hinted(), keys));
  });

  it('decided: widths of one breakpoint share a key, a desktop user agent at a phone width gets the phone page', () => {
    const key = (width?: string) => pageKey(hinted(width), keys, pageInputs(hinted(width), site));
    expect(key('390')).toBe(key('400'));
    expect(key('390')).not.toBe(key());
    expect(pageInputs(hinted('390'), site).breakpoint).not.toBe('desktop');
  });
});

describe('page key: the targeting audience (docs/targeting.md)', () => {
  const site: SiteFacts = {
    locales: { strategy: 'no_prefix', defaultCode: 'EN', available: ['EN'], rootRedirect: null },
    breakpoints: DEFAULT_BREAKPOINTS,
    experiments: { hero: { a: 50, b: 50 }, other: { x: 50, y: 50 } },
  };
  const source = { marketHeader: 'x-market', random: () => 0 };
  const request = (headers: Record<string, string>) => new Request('http://casino3.localhost/', { headers });
  const key = (headers: Record<string, string>, reads?: { market: boolean; experiments: string[] }) => {
    const r = request(headers);
    return pageKey(r, keys, pageInputs(r, site, source), [], { reads, marketHeader: 'x-market' });
  };

  it('a page not rendered yet is keyed by the market and every variant', () => {
    expect(key({ 'x-market': 'PH' })).not.toBe(key({ 'x-market': 'GB' }));
    expect(key({ cookie: 'exp_hero=a' })).not.toBe(key({ cookie: 'exp_hero=b' }));
    expect(key({ cookie: 'exp_other=x' })).not.toBe(key({ cookie: 'exp_other=y' }));
  });

  it('a page is keyed by exactly what its rules read', () => {
    const reads = { market: false, experiments: ['hero'] };
    expect(key({ 'x-market': 'PH', cookie: 'exp_hero=a; exp_other=x' }, reads)).toBe(key({ 'x-market': 'GB', cookie: 'exp_hero=a; exp_other=y' }, reads));
    expect(key({ cookie: 'exp_hero=a' }, reads)).not.toBe(key({ cookie: 'exp_hero=b' }, reads));
    const market = { market: true, experiments: [] };
    expect(key({ 'x-market': 'PH', cookie: 'exp_hero=a' }, market)).toBe(key({ 'x-market': 'ph', cookie: 'exp_hero=b' }, market));
    expect(key({ 'x-market': 'PH' }, market)).not.toBe(key({}, market));
  });

  it('without decided inputs the raw key holds the market header and every experiment cookie', () => {
    const raw = (headers: Record<string, string>) => pageKey(request(headers), keys, undefined, [], { marketHeader: 'x-market' });
    expect(raw({ 'x-market': 'PH' })).not.toBe(raw({ 'x-market': 'GB' }));
    expect(raw({ cookie: 'exp_hero=a' })).not.toBe(raw({ cookie: 'exp_hero=b' }));
    expect(raw({ cookie: 'exp_hero=a; utm=1' })).toBe(raw({ cookie: 'utm=2; exp_hero=a' }));
  });
});
