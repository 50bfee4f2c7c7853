/**
 * Compliance seen in the field (issue 52 part 3, docs/compliance.md "Seen in the field"): the compliance
 * elements a player's page reports on, the widget each belongs to, and the figures the operator surface
 * answers. Shared by the player's observer (src/app/platform/compliance-seen.ts), the front server's
 * field-beacon aggregate (src/server/vitals/) and the studio's panel.
 */
import type { VitalsSeries } from './operator-api.ts';

/** The element kinds, as the widgets mark them (`data-compliance-element`). */
export const COMPLIANCE_ELEMENTS = ['licence-statement', 'rg-link', 'age-badge', 'rg-message', 'reality-check'] as const;
export type ComplianceElement = (typeof COMPLIANCE_ELEMENTS)[number];

/** The attribute a widget marks one compliance element of its markup with. */
export const COMPLIANCE_ELEMENT_ATTRIBUTE = 'data-compliance-element';

/** The elements a required widget (a jurisdiction pack's `widget` rule) owes the page. */
export const ELEMENTS_OF_WIDGET: Readonly<Record<string, readonly ComplianceElement[]>> = {
  ComplianceFooter: ['licence-statement', 'rg-link', 'age-badge'],
  RgTagline: ['rg-message'],
  RealityCheck: ['reality-check'],
};

/** What one page view did with one compliance element: the field beacon's `elements` (src/app/platform/field-beacon.ts). */
export interface ElementSeen {
  element: ComplianceElement;
  rendered: boolean;
  visible: boolean;
}

/** Of the page views that owed an element: how many rendered it, and how many showed it in the viewport. */
export interface ElementCounts {
  views: number;
  rendered: number;
  visible: number;
}

/** One site × page (route pattern) × device class. */
export interface ComplianceSeenSeries {
  site: string;
  page: string;
  device: VitalsSeries['device'];
  elements: Partial<Record<ComplianceElement, ElementCounts>>;
}

/**
 * The field beacon's figures pooled over the player processes (src/server/vitals/cluster.ts): the
 * vitals' series and the compliance series, and how many of the processes asked answered in time.
 */
export interface FieldGathered {
  vitals: VitalsSeries[];
  seen: ComplianceSeenSeries[];
  processes: { answered: number; total: number };
}

/** GET /api/compliance/seen: the series the caller may view, each with its site's template (null: not in the fleet), and the rate below which the studio flags one. */
export interface ComplianceSeenAnswer {
  series: (ComplianceSeenSeries & { template: string | null })[];
  processes: FieldGathered['processes'];
  /** COMPLIANCE_SEEN_THRESHOLD, 0–1 (default 0.95) */
  threshold: number;
}
