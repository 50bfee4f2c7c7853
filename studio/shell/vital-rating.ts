import type { VitalName } from '../../schemas/operator-api.ts';

/** Core Web Vitals' thresholds (web.dev): at most `good` is good, above `poor` is poor, between needs improvement. */
export const THRESHOLDS: Readonly<Record<VitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = 'good' | 'needs improvement' | 'poor';

export function ratingOf(name: VitalName, p75: number): Rating {
  const { good, poor } = THRESHOLDS[name];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs improvement' : 'poor';
}

/** 1840 → "1.84 s", 96 → "96 ms", CLS 0.046 → "0.046". */
export function formatVital(name: VitalName, p75: number): string {
  if (name === 'CLS') return p75.toFixed(3).replace(/\.?0+$/, '') || '0';
  return p75 >= 1000 ? `${(p75 / 1000).toFixed(2)} s` : `${Math.round(p75)} ms`;
}
