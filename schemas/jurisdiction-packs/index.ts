import type { JurisdictionPack, PackRule } from '../jurisdiction-pack.ts';
import { curacaoPack } from './curacao.ts';
import { mgaPack } from './mga.ts';
import { ontarioPack } from './ontario.ts';
import { pagcorPack } from './pagcor.ts';
import { ukgcPack } from './ukgc.ts';

/** Every regulator's pack, keyed by the regulator id a template names (schemas/jurisdiction-pack.test.ts validates each). */
export const PACKS: readonly JurisdictionPack[] = [ukgcPack, mgaPack, curacaoPack, pagcorPack, ontarioPack];

const BY_ID = new Map<string, JurisdictionPack>(PACKS.map((p) => [p.id, p]));

export function packOf(regulator: string): JurisdictionPack | undefined {
  return BY_ID.get(regulator);
}

/** A day as YYYY-MM-DD in UTC: the unit rule dates are written in. */
export function dayOf(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** Whether a rule is in force on a day (`until` is the first day it no longer is). */
export function inForce(rule: PackRule, day: string): boolean {
  return rule.from <= day && (rule.until === undefined || day < rule.until);
}
