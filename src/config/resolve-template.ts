import type { TemplateFile } from '../../schemas/template.ts';
import type { Node } from '../../schemas/node.ts';
import { DEFAULT_BREAKPOINTS } from './defaults.ts';
import { mergePatch } from './merge-patch.ts';
import type { ResolvedTemplate } from './types.ts';

export type TemplateLoader = (key: string) => Promise<TemplateFile | undefined>;

export class TemplateError extends Error {}

/** Follows `extends` (JSON Merge Patch over the base), then fills the §9 defaults. */
export async function resolveTemplate(key: string, load: TemplateLoader): Promise<ResolvedTemplate | undefined> {
  const chain: TemplateFile[] = [];
  const seen = new Set<string>();
  let next: string | undefined = key;
  while (next) {
    if (seen.has(next)) throw new TemplateError(`Template "${key}": extends cycle through "${next}"`);
    seen.add(next);
    const file = await load(next);
    if (!file) {
      if (next === key) return undefined;
      throw new TemplateError(`Template "${key}": base "${next}" does not exist`);
    }
    chain.unshift(file);
    next = file.extends;
  }
  const merged = chain.reduce<TemplateFile>((acc, file) => mergePatch(acc, file), chain[0] as TemplateFile);
  if (!merged.layout || !merged.schemes || !merged.authEntry || !merged.family) {
    throw new TemplateError(`Template "${key}" needs layout, family, schemes and authEntry (itself or through extends)`);
  }
  const breakpoints = merged.breakpoints
    ? Object.entries(merged.breakpoints).map(([name, width]) => ({ name, width }))
    : DEFAULT_BREAKPOINTS;
  return {
    key,
    family: merged.family,
    label: merged.label ?? key,
    layout: merged.layout,
    breakpoints: [...breakpoints].sort((a, b) => a.width - b.width),
    schemes: merged.schemes,
    authEntry: merged.authEntry,
    pages: (merged.pages ?? {}) as Record<string, { root: Node }>,
    patches: { pages: merged.patches?.pages ?? {}, layouts: merged.patches?.layouts ?? {} },
  };
}
