/**
 * The Compliance impact panel's (issue 52): the report of the rules to come over the live config, and
 * the way from a breach to what it is about: its brand, and the node of a page or layout where the
 * pointer names one; a template's own field is named in a notice (the settings show no jurisdiction).
 */
import type { ComplianceImpactAnswer, ImpactBreach } from '../../../schemas/operator-api/compliance-impact.ts';
import type { Kit } from './kit.ts';

export interface ComplianceImpactSlice {
  /** the rules starting after the server's today and by `date`, and what in the caller's brands breaks them */
  complianceImpact(date: string): Promise<ComplianceImpactAnswer>;
  /** opens the breach's brand (and its page, where the file is one) and selects the node it points at */
  openBreach(breach: ImpactBreach): Promise<void>;
}

/** The page a breach's file is, by the set's key: `pages/promotions.json` → promotions. */
export function pageOfFile(file: string): string | null {
  const match = /^pages\/(.+)\.json$/.exec(file);
  return match ? match[1]! : null;
}

export function createComplianceImpactSlice({ api, get }: Kit): ComplianceImpactSlice {
  return {
    complianceImpact(date) {
      return api.complianceImpact(date);
    },

    async openBreach(breach) {
      const summary = get().catalog?.templates.find((t) => t.key === breach.template);
      const page = pageOfFile(breach.file) ?? summary?.routes.find((r) => r.path === '/')?.page ?? summary?.routes[0]?.page ?? null;
      await get().selectTemplate(breach.template, page);
      const text = `${breach.file} ${breach.pointer}: ${breach.message}${breach.fix ? ` (fix: ${breach.fix})` : ''}`;
      // the template's jurisdiction block has no field in the studio: the notice names it
      if (breach.pointer === '/jurisdiction' || breach.pointer.startsWith('/jurisdiction/')) get().say('info', text);
      else
        get().reveal({
          ruleId: 'jurisdiction-pack',
          severity: 'error',
          file: breach.file,
          line: breach.line,
          column: 1,
          pointer: breach.pointer,
          message: text,
        });
    },
  };
}
