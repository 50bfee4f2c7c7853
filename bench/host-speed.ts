import { percentile } from './percentile.ts';

/**
 * Below this `benchmarkIndex` Lighthouse warns that the host is slower than its simulated phone
 * assumes (its own threshold, lighthouse/core/gather/driver/environment.js): its 4× CPU slowdown
 * then overstates every task, and a TBT over budget may be the host's.
 */
export const SLOW_HOST_INDEX = 1000;

/** The host's speed as Lighthouse measured it at each run (`environment.benchmarkIndex`), in one line beside the table. */
export function hostSpeedLine(indexes: readonly number[]): string {
  const known = indexes.filter((i) => Number.isFinite(i) && i > 0);
  if (known.length === 0) return 'host speed: no run reported a benchmarkIndex';
  const median = percentile(known, 0.5);
  const range = `${Math.min(...known)}–${Math.max(...known)}`;
  const verdict =
    median < SLOW_HOST_INDEX
      ? `below Lighthouse's ${SLOW_HOST_INDEX}: a slow host, whose tasks the 4× slowdown overstates`
      : `above Lighthouse's ${SLOW_HOST_INDEX}: not a slow host`;
  return `host speed: Lighthouse benchmarkIndex median ${median} (runs ${range}), ${verdict}`;
}
