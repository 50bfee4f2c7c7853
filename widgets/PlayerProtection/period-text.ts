import { periodLabel, type ProtectionPeriod } from '../../src/lib/protection-period.ts';

/** A period's words ("6 weeks", "1 year") in the page's language: `t` of src/i18n/IntlContext.tsx. */
export function periodText(t: (id: string, values?: Record<string, string | number>) => string, period: ProtectionPeriod): string {
  const { unit, count } = periodLabel(period);
  return t(`ui.playerProtection.${unit}`, { count });
}
