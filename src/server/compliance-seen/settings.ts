/** The share of page views below which the studio flags an element (COMPLIANCE_SEEN_THRESHOLD, README "Environment"). */
export const DEFAULT_COMPLIANCE_SEEN_THRESHOLD = 0.95;

/** The threshold from the environment; a value out of range is a clear error at start. */
export function complianceSeenThreshold(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env['COMPLIANCE_SEEN_THRESHOLD'];
  if (raw === undefined || raw === '') return DEFAULT_COMPLIANCE_SEEN_THRESHOLD;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`COMPLIANCE_SEEN_THRESHOLD must be a number from 0 to 1, got "${raw}"`);
  return value;
}
