/**
 * `GET /api/compliance/impact?date=YYYY-MM-DD` (issue 52): the jurisdiction rules that start after
 * the server's today and by the date, and what in each brand of the caller's scope breaks them. Types
 * only: the report is engine/compliance/impact-files.ts's, the one `npx compliance impact` prints.
 */
import type { FilesImpactReport } from '../../engine/compliance/impact-files.ts';

export type { ImpactBrand } from '../../engine/compliance/impact-files.ts';
export type { ImpactBreach, UpcomingRule } from '../../engine/compliance/impact.ts';

/** The report over the live revision, its brands and breaches cut to the templates the caller may view. */
export interface ComplianceImpactAnswer extends FilesImpactReport {
  /** the live revision judged */
  revision: string;
}

/** A day as the query names it. */
export const IMPACT_DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
