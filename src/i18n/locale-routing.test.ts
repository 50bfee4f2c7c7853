import { describe, expect, it } from 'vitest';
import { localePath, resolveLocale, siteLocales, type SiteLocales, type Strategy } from './locale-routing.ts';
import { negotiateLanguage } from './accept-language.ts';

const site = (strategy: Strategy, extra: Partial<SiteLocales> = {}): SiteLocales => ({
  strategy,
  defaultCode: 'EN',
  available: ['EN', 'CN', 'BN'],
  rootRedirect: null,
  ...extra,
});
const req = (pathname: string, over: { cookie?: string; acceptLanguage?: string } = {}, locales: SiteLocales = site('prefix_except_default')) => ({
  pathname,
  search: '',
  cookie: over.cookie,
  negotiated: negotiateLanguage(over.acceptLanguage, locales),
});

type Row = [string, { cookie?: string; acceptLanguage?: string }, string | number, string?];
/** [url, request, expected: language code | redirect status, redirect target] */
const table: Record<Strategy, Row[]> = {
  prefix_except_default: [
    ['/', {}, 'EN'],
    ['/slots', {}, 'EN'],
    ['/cn/slots', {}, 'CN'],
    ['/bn', {}, 'BN'],
    ['/en/slots', {}, 404],
    ['/vi/slots', {}, 404],
    ['/', { acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.5' }, 302, '/cn'],
    ['/', { cookie: 'bn' }, 302, '/bn'],
    ['/', { cookie: 'en', acceptLanguage: 'zh-CN' }, 'EN'],
    ['/slots', { acceptLanguage: 'zh-CN' }, 'EN'],
  ],
  prefix_and_default: [
    ['/', {}, 302, '/en'],
    ['/', { acceptLanguage: 'bn-BD' }, 302, '/bn'],
    ['/en', {}, 'EN'],
    ['/en/vip', {}, 'EN'],
    ['/vip', {}, 'EN'],
    ['/cn/vip', {}, 'CN'],
    ['/rus/vip', {}, 404],
  ],
  no_prefix: [
    ['/', {}, 'EN'],
    ['/vip', { cookie: 'cn' }, 'CN'],
    ['/vip', { acceptLanguage: 'bn' }, 'BN'],
    ['/cn/vip', {}, 404],
    ['/', { cookie: 'ru' }, 'EN'],
  ],
};

describe('resolveLocale: URL → (status, language, redirect) per strategy, as @nuxtjs/i18n', () => {
  for (const [strategy, rows] of Object.entries(table) as [Strategy, Row[]][]) {
    it.each(rows)(`${strategy}: %s %o → %s %s`, (url, over, expected, target) => {
      const d = resolveLocale(req(url, over, site(strategy)), site(strategy));
      if (expected === 404) expect(d).toEqual({ kind: 'notFound' });
      else if (typeof expected === 'number') expect(d).toEqual({ kind: 'redirect', to: target, status: expected });
      else expect(d).toMatchObject({ kind: 'ok', code: expected });
    });
  }
  it('strips the prefix from the path the router sees', () => {
    expect(resolveLocale(req('/cn/slots'), site('prefix_except_default'))).toMatchObject({ path: '/slots', prefixed: true });
    expect(resolveLocale(req('/cn'), site('prefix_except_default'))).toMatchObject({ path: '/', prefixed: true });
  });
  it('rootRedirect sends / there with 302, in the preferred language', () => {
    expect(resolveLocale(req('/', { cookie: 'cn' }), site('prefix_except_default', { rootRedirect: '/slots' }))).toEqual({
      kind: 'redirect',
      to: '/cn/slots',
      status: 302,
    });
    expect(resolveLocale(req('/'), site('no_prefix', { rootRedirect: '/slots' }))).toEqual({ kind: 'redirect', to: '/slots', status: 302 });
  });
});

describe('localePath', () => {
  it('follows the strategy', () => {
    expect(localePath('/vip', 'EN', site('prefix_except_default'))).toBe('/vip');
    expect(localePath('/vip', 'CN', site('prefix_except_default'))).toBe('/cn/vip');
    expect(localePath('/', 'CN', site('prefix_except_default'))).toBe('/cn');
    expect(localePath('/vip', 'EN', site('prefix_and_default'))).toBe('/en/vip');
    expect(localePath('/vip', 'CN', site('no_prefix'))).toBe('/vip');
  });
});

describe('siteLocales', () => {
  it('drops codes without message files and falls back to an offered default', () => {
    expect(siteLocales({ language: [{ code: 'EN' }, { code: 'MMK' }, { code: 'cn' }], i18n: { strategy: 'no_prefix', default_locale: 'IDR' } })).toEqual({
      strategy: 'no_prefix',
      defaultCode: 'EN',
      available: ['EN', 'CN'],
      rootRedirect: null,
    });
  });
});
