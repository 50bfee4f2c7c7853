import type { HydrationState } from 'react-router';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    /** the share of page views that report vitals, set by the bootstrap script (src/app/platform/vitals-rate.ts) */
    __vitalsRate?: number;
  }
}
