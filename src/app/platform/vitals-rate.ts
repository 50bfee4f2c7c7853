/**
 * The share of page views that report their Core Web Vitals (VITALS_SAMPLE_RATE, src/server/vitals):
 * the server states it in the bootstrap script it already sends with every page, the browser reads it
 * after idle (src/app/platform/report-vitals.ts).
 */
export function vitalsRateScript(rate: number): string {
  return Number.isFinite(rate) && rate > 0 ? `self.__vitalsRate=${Math.min(1, rate)};` : '';
}

export function vitalsRate(): number {
  const rate = typeof window === 'undefined' ? 0 : window.__vitalsRate;
  return typeof rate === 'number' && rate > 0 ? Math.min(1, rate) : 0;
}
