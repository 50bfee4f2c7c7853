import type { JurisdictionPack, PackRule } from '../../schemas/jurisdiction-pack.ts';
import { PACKS } from '../../schemas/jurisdiction-packs/index.ts';
import type { Project } from '../project/project.ts';
import { checkPacks, ruleName } from './pack-check.ts';

/** A rule that comes into force after today and by the date asked about. */
export interface UpcomingRule {
  id: string;
  regulator: string;
  from: string;
  until?: string;
  summary: string;
  source: PackRule['source'];
  confirmed: boolean;
  fix?: string;
}

/** What in a brand's config breaks an upcoming rule. */
export interface ImpactBreach {
  template: string;
  /** "ontario-limits-at-registration (AGCO)" */
  rule: string;
  from: string;
  /** relative to the project root, as config-lint names files */
  file: string;
  pointer: string;
  line: number;
  message: string;
  fix?: string;
}

export interface ImpactReport {
  today: string;
  date: string;
  rules: UpcomingRule[];
  breaches: ImpactBreach[];
}

/** Starts after `today` and no later than `date`, and has not ended by then. */
function upcoming(rule: PackRule, today: string, date: string): boolean {
  return rule.from > today && rule.from <= date && (rule.until === undefined || rule.until > date);
}

/**
 * The rules of every pack that start between today (exclusive) and `date` (inclusive), and for each
 * brand (concrete template) what in its config breaks them: the impact of the rules to come.
 */
export function impactReport(project: Project, today: string, date: string, packs: readonly JurisdictionPack[] = PACKS): ImpactReport {
  const rules = packs.flatMap((pack) =>
    pack.rules
      .filter((r) => upcoming(r, today, date))
      .map((r) => ({
        id: r.id,
        regulator: pack.short,
        from: r.from,
        ...(r.until === undefined ? {} : { until: r.until }),
        summary: r.summary,
        source: r.source,
        confirmed: r.confirmed,
        ...(r.fix === undefined ? {} : { fix: r.fix }),
      })),
  );
  const breaches = checkPacks(project, (r) => upcoming(r, today, date), packs).map((f) => {
    const at = f.origin.locate(f.pointer);
    return {
      template: f.template,
      rule: ruleName(f),
      from: f.rule.from,
      file: at.file.rel,
      pointer: at.pointer,
      line: at.line,
      message: f.message,
      ...(f.rule.fix === undefined ? {} : { fix: f.rule.fix }),
    };
  });
  breaches.sort((a, b) => a.template.localeCompare(b.template) || a.from.localeCompare(b.from) || a.rule.localeCompare(b.rule));
  return { today, date, rules, breaches };
}
