import { dayOf, inForce, packOf } from '../../../schemas/jurisdiction-packs/index.ts';
import { ELEMENTS_OF_WIDGET, type ComplianceElement } from '../../../schemas/compliance-seen.ts';

/**
 * The compliance elements a page of a site under `regulator` owes every page view (docs/compliance.md
 * "Seen in the field"): those of the widgets its jurisdiction pack's rules in force on `at`'s day require
 * on every page or on this route pattern. The reality check is not among them: it shows only once due,
 * so it counts on the page views where its dialog appeared.
 */
export function requiredElements(regulator: string | undefined, page: string, at: number): ComplianceElement[] {
  const pack = regulator ? packOf(regulator) : undefined;
  const owed = new Set<ComplianceElement>();
  const day = dayOf(at);
  for (const rule of pack?.rules ?? []) {
    const { requires } = rule;
    if (requires.kind !== 'widget' || !inForce(rule, day)) continue;
    if (requires.on !== 'every-page' && !requires.on.includes(page)) continue;
    for (const element of ELEMENTS_OF_WIDGET[requires.widget] ?? []) if (element !== 'reality-check') owed.add(element);
  }
  return [...owed];
}
