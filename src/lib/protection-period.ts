/**
 * The periods a player may take a break or exclude themselves for (issue 31, docs/compliance.md):
 * a time-out in hours, a self-exclusion in calendar months, offered only as the site's regulator
 * lists them (schemas/jurisdictions.ts `timeOutHours`, `selfExclusionMonths`). Shared by the
 * PlayerProtection widget and the demo backend, so both agree on what is offered and when it ends.
 */
export type ProtectionKind = 'timeout' | 'self_exclusion';

export const PROTECTION_KINDS: readonly ProtectionKind[] = ['timeout', 'self_exclusion'];

export interface ProtectionPeriod {
  kind: ProtectionKind;
  /** hours for a time-out, months for a self-exclusion */
  amount: number;
}

export interface ProtectionRules {
  timeOutHours: readonly number[];
  selfExclusionMonths: readonly number[];
}

const HOUR = 3_600_000;

export function isProtectionKind(value: string): value is ProtectionKind {
  return (PROTECTION_KINDS as readonly string[]).includes(value);
}

/** What the site offers, time-outs first, each list shortest first. */
export function offeredPeriods(rules: ProtectionRules): ProtectionPeriod[] {
  const sorted = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);
  return [
    ...sorted(rules.timeOutHours).map((amount) => ({ kind: 'timeout' as const, amount })),
    ...sorted(rules.selfExclusionMonths).map((amount) => ({ kind: 'self_exclusion' as const, amount })),
  ];
}

/** True when the regulator lists the period: anything else is refused, never rounded to a listed one. */
export function isOffered(rules: ProtectionRules, period: ProtectionPeriod): boolean {
  const list = period.kind === 'timeout' ? rules.timeOutHours : rules.selfExclusionMonths;
  return Number.isInteger(period.amount) && list.includes(period.amount);
}

/**
 * When a period started at `from` (ms since the epoch) ends: hours later for a time-out; the same
 * day and time `amount` calendar months later (UTC) for a self-exclusion, or the month's last day
 * when it is shorter (31 August + 6 months is 28 or 29 February).
 */
export function periodEnd(period: ProtectionPeriod, from: number): number {
  if (period.kind === 'timeout') return from + period.amount * HOUR;
  const start = new Date(from);
  const month = start.getUTCMonth() + period.amount;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(
    start.getUTCFullYear(),
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
}

export type PeriodUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** How a period reads: 24 hours as 1 day, 168 as 1 week, 12 months as 1 year (the message keys pluralise the count). */
export function periodLabel(period: ProtectionPeriod): { unit: PeriodUnit; count: number } {
  const n = period.amount;
  if (period.kind === 'self_exclusion') return n % 12 === 0 ? { unit: 'years', count: n / 12 } : { unit: 'months', count: n };
  if (n % 168 === 0) return { unit: 'weeks', count: n / 168 };
  if (n % 24 === 0) return { unit: 'days', count: n / 24 };
  return { unit: 'hours', count: n };
}
