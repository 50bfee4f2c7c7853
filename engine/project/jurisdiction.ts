import type { JurisdictionRules } from '../../schemas/jurisdiction.ts';
import { jurisdictionRules } from '../../schemas/jurisdictions.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { Origin } from './origin.ts';
import type { TemplateInfo } from './project.ts';

/** A template's jurisdiction after `extends`, with the regulator's requirements: what the compliance rules of config-lint read. */
export interface TemplateJurisdiction {
  /** the merged `jurisdiction` block */
  config: Record<string, unknown>;
  rules: JurisdictionRules;
  /** where its values come from: the template's chain */
  origin: Origin;
}

/** The jurisdiction of a template whose chain resolves and whose regulator is known (unknown-jurisdiction reports the others). */
export function templateJurisdiction(t: TemplateInfo): TemplateJurisdiction | undefined {
  const config = t.merged?.['jurisdiction'];
  if (!isRecord(config) || typeof config['regulator'] !== 'string') return undefined;
  const rules = jurisdictionRules(config['regulator']);
  return rules ? { config, rules, origin: new Origin(t.chain) } : undefined;
}

/** How a message names the regulator: "the UK Gambling Commission (ukgc)". */
export function regulatorName(rules: JurisdictionRules): string {
  return `the ${rules.regulator} (${rules.id})`;
}

/**
 * Reports a base's problem once however many templates inherit it: true the first time the file
 * and pointer that set the value come up.
 */
export function firstReport(seen: Set<string>, origin: Origin, pointer: string, what = ''): boolean {
  const at = `${origin.owner(pointer).rel}#${pointer}#${what}`;
  if (seen.has(at)) return false;
  seen.add(at);
  return true;
}
