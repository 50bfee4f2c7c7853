import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const SAMSUNG = 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36';
const WIN_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';
const MAC_FF = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('detectDevice', () => {
  it('iPhone Safari', () => expect(detectDevice(IPHONE)).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false, isIos: true, isSafari: true }));
  it('iPad', () => expect(detectDevice(IPAD)).toMatchObject({ isTablet: true, isMobile: false, isIos: true }));
  it('Samsung Internet on Android', () => expect(detectDevice(SAMSUNG)).toMatchObject({ isMobile: true, isAndroid: true, isSamsung: true, isChrome: false }));
  it('Edge on Windows', () => expect(detectDevice(WIN_EDGE)).toMatchObject({ isDesktop: true, isWindows: true, isEdge: true, isChrome: false }));
  it('Firefox on macOS', () => expect(detectDevice(MAC_FF)).toMatchObject({ isDesktop: true, isMacOS: true, isFirefox: true }));
  it('crawlers are desktop crawlers', () => expect(detectDevice(GOOGLEBOT)).toMatchObject({ isCrawler: true, isDesktop: true, isMobile: false }));
  it('no user agent is a desktop', () => expect(detectDevice(undefined)).toMatchObject({ isDesktop: true, isCrawler: false }));
});
