import { describe, expect, it, vi } from 'vitest';
import { createKnownSites, FLEET_REFRESH_MS, followFleet } from './known-sites.ts';

describe('known sites', () => {
  it('learns the store’s fleet at once and again every refresh, and survives an unreachable store', async () => {
    vi.useFakeTimers();
    try {
      const known = createKnownSites();
      let fleet = [{ domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' }];
      let reachable = true;
      const stop = followFleet({ sites: async () => (reachable ? fleet : Promise.reject(new Error('down'))) }, known);
      await vi.advanceTimersByTimeAsync(0);
      expect(known.has('casino1.localhost')).toBe(true);
      expect(known.has('slot2.localhost')).toBe(false);
      fleet = [...fleet, { domain: 'slot2.localhost', theme_code: 'slot2', theme_color: 'color2-1' }];
      reachable = false;
      await vi.advanceTimersByTimeAsync(FLEET_REFRESH_MS);
      expect(known.has('slot2.localhost')).toBe(false);
      reachable = true;
      await vi.advanceTimersByTimeAsync(FLEET_REFRESH_MS);
      expect(known.has('slot2.localhost')).toBe(true);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
