import type { DataRouter } from 'react-router';
import { createFieldBeacon } from './field-beacon.ts';
import { reportVitals } from './report-vitals.ts';
import { startComplianceSeen } from './compliance-seen.ts';

/**
 * A sampled page view's field reports (after idle, src/app/platform/after-idle.ts): its vitals and
 * the compliance elements it rendered and showed, in the one beacon the page sends.
 */
export function startFieldBeacon(options: { regulator: string | undefined; page: () => string; router: Pick<DataRouter, 'subscribe' | 'state'> }): void {
  const beacon = createFieldBeacon({ page: options.page });
  reportVitals(beacon);
  startComplianceSeen({ ...options, beacon });
}
