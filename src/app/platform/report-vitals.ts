import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalName } from '../../../schemas/operator-api.ts';
import type { FieldBeacon } from './field-beacon.ts';

/**
 * Hands this page view's LCP, INP, CLS and TTFB to the field beacon as web-vitals settles them (times
 * in whole milliseconds, CLS to four places); the beacon sends them when the page is hidden.
 */
export function reportVitals(beacon: Pick<FieldBeacon, 'figure'>): void {
  const add = (metric: Metric) => {
    beacon.figure(metric.name as VitalName, metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value));
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
}
