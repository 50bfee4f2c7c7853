import type { StudioProblem } from '../../engine/studio/contract.ts';
import type { PackRule } from '../../schemas/jurisdiction-pack.ts';
import { inForce, packOf } from '../../schemas/jurisdiction-packs/index.ts';

/** One dated rule of a regulator's pack as the jurisdiction panel lists it, with the draft's problems that break it. */
export interface RequirementRow {
  rule: PackRule;
  /** the draft lint's messages that say this template breaks the rule; empty: it is met */
  broken: string[];
}

function namesTemplate(message: string, key: string): boolean {
  // "template casino1" must not match "template casino11"
  return new RegExp(`template ${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`).test(message);
}

/**
 * Whether a lint problem is this rule broken by this template: a `jurisdiction-pack` problem names the
 * rule's id first (engine/lint/rules/jurisdiction-pack); a rule an older rule judges (`checkedBy`) is
 * that rule's problem naming the rule's widget or setting.
 */
function breaks(rule: PackRule, problem: StudioProblem, key: string): boolean {
  if (!namesTemplate(problem.message, key)) return false;
  if (rule.checkedBy === undefined) return problem.ruleId === 'jurisdiction-pack' && problem.message.startsWith(`${rule.id} (`);
  if (problem.ruleId !== rule.checkedBy) return false;
  const need = rule.requires;
  switch (need.kind) {
    case 'setting':
      return problem.message.includes(`/jurisdiction${need.setting}`);
    case 'widget':
    case 'hidden-from-visitors':
    case 'widget-prop':
      return problem.message.includes(need.widget);
  }
}

/** The rules of `regulator`'s pack in force on `day` (YYYY-MM-DD), each with what of the draft's lint breaks it. */
export function requirementsInForce(regulator: string, day: string, problems: readonly StudioProblem[], templateKey: string): RequirementRow[] {
  const pack = packOf(regulator);
  if (!pack) return [];
  return pack.rules
    .filter((r) => inForce(r, day))
    .map((rule) => ({ rule, broken: problems.filter((p) => breaks(rule, p, templateKey)).map((p) => p.message) }));
}
