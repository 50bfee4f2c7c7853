import type { ComplianceElement, ElementCounts } from '../../schemas/compliance-seen.ts';

/** How the panel names each element. */
export const ELEMENT_LABELS: Readonly<Record<ComplianceElement, string>> = {
  'licence-statement': 'Licence statement',
  'rg-link': 'Responsible-gambling link',
  'age-badge': 'Age badge',
  'rg-message': 'Responsible-gaming message',
  'reality-check': 'Reality check',
};

/** The share of page views that owed the element and showed it (0–1); null before any view. */
export function seenRate(counts: ElementCounts): number | null {
  return counts.views === 0 ? null : counts.visible / counts.views;
}

/** Whether the studio flags the element: some views owed it and fewer than `threshold` of them showed it. */
export function belowThreshold(counts: ElementCounts, threshold: number): boolean {
  const rate = seenRate(counts);
  return rate !== null && rate < threshold;
}

/** 0.987 → "98.7 %", 1 → "100 %". */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(1))} %`;
}
