/** §7 VIP progress: (starting + cycle) / next × 100, capped at 100; 0 when not computable. */
export function vipProgress(starting: unknown, cycle: unknown, next: unknown): number {
  const s = Number(starting);
  const c = Number(cycle);
  const n = Number(next);
  if (!Number.isFinite(s) || !Number.isFinite(c) || !Number.isFinite(n) || n <= 0) return 0;
  const pct = ((s + c) / n) * 100;
  if (!Number.isFinite(pct) || pct < 0) return 0;
  return Math.min(100, pct);
}
