import type { JurisdictionPack } from '../../../../schemas/jurisdiction-pack.ts';
import { dayOf, inForce, PACKS } from '../../../../schemas/jurisdiction-packs/index.ts';
import { checkPacks, ruleName } from '../../../compliance/pack-check.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * The rules of a template's jurisdiction pack in force on the run's day (RuleContext.now: today,
 * or config-lint --date), except those an older dedicated rule judges (`checkedBy`). A rule not in
 * force yet or any more is not judged: `npx compliance impact --date` lists what is coming.
 */
export function packRule(packs: readonly JurisdictionPack[]): Rule {
  return {
    meta: {
      id: 'jurisdiction-pack',
      severity: 'error',
      description: 'A template breaks a rule of its regulator’s jurisdiction pack that is in force on the day judged (today, or --date).',
      docs: docsUrl('jurisdiction-pack'),
    },
    create(context) {
      const day = dayOf(context.now);
      return {
        onEnd() {
          const seen = new Set<string>();
          for (const f of checkPacks(context.project, (r) => r.checkedBy === undefined && inForce(r, day), packs)) {
            const where = f.origin.locate(f.pointer);
            const key = `${f.rule.id}#${where.file.rel}#${where.pointer}`;
            if (seen.has(key)) continue;
            seen.add(key);
            context.report({
              origin: f.origin,
              pointer: f.pointer,
              message: `${ruleName(f)}: template ${f.template}: ${f.message} (${f.rule.summary}; in force from ${f.rule.from}${f.rule.fix ? `; fix: ${f.rule.fix}` : ''})`,
            });
          }
        },
      };
    },
  };
}

export const rule: Rule = packRule(PACKS);
