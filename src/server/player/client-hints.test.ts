import { describe, expect, it } from 'vitest';
import { clientHintHeaders } from './client-hints.ts';

const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const req = (headers: Record<string, string>) => new Request('http://casino1.localhost/', { headers });

describe('clientHintHeaders', () => {
  it('asks a desktop user agent on a first visit for its width at once (Critical-CH)', () => {
    expect(clientHintHeaders(req({ 'user-agent': DESKTOP }))).toEqual({
      'accept-ch': 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile',
      'critical-ch': 'Sec-CH-Viewport-Width',
    });
  });
  it('never makes a phone, a returning player, a hinted request or a crawler retry', () => {
    const cases: Record<string, string>[] = [
      { 'user-agent': PHONE },
      { 'user-agent': DESKTOP, cookie: 'viewport=desktop' },
      { 'user-agent': DESKTOP, 'sec-ch-viewport-width': '1280' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      {},
    ];
    for (const headers of cases) {
      expect(clientHintHeaders(req(headers)), JSON.stringify(headers)).toEqual({ 'accept-ch': 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile' });
    }
  });
});
