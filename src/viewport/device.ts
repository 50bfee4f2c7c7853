import Bowser from 'bowser';
import { isbot } from 'isbot';

/** §3 detected device (the @nuxtjs/device record). */
export interface Device {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isSamsung: boolean;
  isCrawler: boolean;
}

export function detectDevice(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  const parser = Bowser.getParser(ua || 'unknown');
  const platform = parser.getPlatformType(true);
  const os = parser.getOSName(true);
  const browser = parser.getBrowserName(true);
  const isCrawler = ua !== '' && isbot(ua);
  const isMobile = !isCrawler && platform === 'mobile';
  const isTablet = !isCrawler && platform === 'tablet';
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: os === 'ios' || os === 'ipados',
    isAndroid: os === 'android',
    isWindows: os === 'windows',
    isMacOS: os === 'macos',
    isSafari: browser === 'safari',
    isFirefox: browser === 'firefox',
    isEdge: browser === 'microsoft edge',
    isChrome: browser === 'chrome',
    isSamsung: browser === 'samsung internet for android',
    isCrawler,
  };
}
