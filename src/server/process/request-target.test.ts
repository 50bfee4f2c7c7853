import { describe, expect, it } from 'vitest';
import { hostHeaderCount, normaliseHost, parseTarget } from './request-target.ts';

const HOST = 'casino1.localhost:3000';

describe('the request-target is a path on the Host', () => {
  it('reads origin-form as path and query', () => {
    expect(parseTarget('/slots?provider=JILI&q=a|b', HOST)).toEqual({ ok: true, path: '/slots', search: '?provider=JILI&q=a|b' });
    expect(parseTarget('/', HOST)).toEqual({ ok: true, path: '/', search: '' });
    expect(parseTarget('/cn/%E8%80%81%E8%99%8E', HOST)).toMatchObject({ ok: true, path: '/cn/%E8%80%81%E8%99%8E' });
  });

  it('never reads an authority out of a path: leading slashes are one', () => {
    expect(parseTarget('//slot2.localhost/slots', HOST)).toEqual({ ok: true, path: '/slot2.localhost/slots', search: '' });
    expect(parseTarget('///evil.example', HOST)).toMatchObject({ ok: true, path: '/evil.example' });
  });

  it('takes absolute-form only when it names the Host itself', () => {
    expect(parseTarget('http://casino1.localhost:3000/slots?x=1', HOST)).toEqual({ ok: true, path: '/slots', search: '?x=1' });
    expect(parseTarget('http://CASINO1.localhost.:3000', HOST)).toEqual({ ok: true, path: '/', search: '' });
    expect(parseTarget('http://slot2.localhost/slots', HOST)).toMatchObject({ ok: false, reason: expect.stringMatching(/another host/) });
    expect(parseTarget('http://casino1.localhost/slots', HOST)).toMatchObject({ ok: false });
    expect(parseTarget('ftp://casino1.localhost:3000/', HOST)).toMatchObject({ ok: false, reason: expect.stringMatching(/scheme/) });
  });

  it('refuses malformed targets', () => {
    for (const bad of ['//%/', '/slots%', '/slots%C0', '/a%zz', '/a%00b', '/a%0D%0ASet-Cookie:x', '*', 'slots', '/a b', '/a#frag', '/a\\b']) {
      expect(parseTarget(bad, HOST).ok, bad).toBe(false);
    }
  });

  it('lets through what browsers send unescaped in a query', () => {
    for (const query of ['?q=100%', '?a[]=1&b={x}', '?q="quoted"', '?path=/a/b?c', '?x=a\\b']) {
      expect(parseTarget(`/slots${query}`, HOST), query).toEqual({ ok: true, path: '/slots', search: query });
    }
  });
});

describe('the Host', () => {
  it('is case-insensitive and a trailing dot names the same host', () => {
    expect(normaliseHost('Casino1.LOCALHOST.')).toBe('casino1.localhost');
    expect(normaliseHost('casino1.localhost.:3000')).toBe('casino1.localhost:3000');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]:3000');
  });

  it('counts repeated Host headers', () => {
    expect(hostHeaderCount({ rawHeaders: ['Host', 'a', 'Accept', '*/*'] })).toBe(1);
    expect(hostHeaderCount({ rawHeaders: ['Host', 'a', 'host', 'b'] })).toBe(2);
  });
});
