import { describe, expect, it } from 'vitest';
import { isInternalLink, linkTarget, readSitePath, sitePath } from './internal-link.ts';

const OFF_SITE = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/%09/x\\y',
  'https://example.com/',
  'javascript:alert(1)',
  'data:text/html,x',
  'promotions',
  '',
];

describe('an internal link', () => {
  it('is a path of ours, as the URL parser serialises it', () => {
    expect(isInternalLink('/promotions')).toBe(true);
    expect(isInternalLink('/')).toBe(true);
    expect(sitePath('/slots?type=hot#top')).toBe('/slots?type=hot#top');
    expect(sitePath('/a/../b')).toBe('/b');
    expect(sitePath('/café')).toBe('/caf%C3%A9');
  });

  it.each(OFF_SITE)('is not another origin, protocol-relative, backslashed, controlled or with a scheme: %j', (link) => {
    expect(isInternalLink(link)).toBe(false);
    expect(sitePath(link)).toBeUndefined();
  });

  it('says why a value is not one', () => {
    expect(readSitePath('//evil.example/x')).toEqual({ ok: false, problem: 'starts with "//", which names another host' });
    expect(readSitePath('/\\evil.example/x')).toMatchObject({ ok: false, problem: expect.stringContaining('backslash') });
    expect(readSitePath('/a\u0085b')).toEqual({ ok: false, problem: 'holds a control character' });
  });
});

describe("a backend link's target", () => {
  it('is a path on this site, an absolute http(s) URL, or nothing', () => {
    expect(linkTarget('/promotions')).toEqual({ kind: 'internal', path: '/promotions' });
    expect(linkTarget('https://partner.example/x')).toEqual({ kind: 'external', href: 'https://partner.example/x' });
    for (const link of ['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'data:text/html,x', 'promotions', '']) {
      expect(linkTarget(link)).toBeUndefined();
    }
  });
});
