/** The nearest-rank percentile (`p` in 0–1): the smallest value at least `p` of the values are at or under; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]! : Number.NaN;
}
