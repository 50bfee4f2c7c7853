import type { Breakpoint } from '../render/types.ts';

/** §9 default breakpoints (nuxt-viewport's), min-width mode. */
export const DEFAULT_BREAKPOINTS: Breakpoint[] = [
  { name: 'mobile', width: 320 },
  { name: 'mobileMedium', width: 375 },
  { name: 'mobileWide', width: 425 },
  { name: 'tablet', width: 768 },
  { name: 'desktop', width: 1024 },
  { name: 'desktopMedium', width: 1280 },
  { name: 'desktopWide', width: 1600 },
];

/** §9: the breakpoint assumed when nothing tells the server what the device is. */
export const FALLBACK_BREAKPOINT = 'desktop';
