import type { BrandCopy, TemplateFile } from '../../schemas/template.ts';
import type { BrandMessages } from '../i18n/brand-messages.ts';
import type { Node } from '../../schemas/node.ts';
import { DEFAULT_BREAKPOINTS } from './defaults.ts';
import { mergePatch } from './merge-patch.ts';
import type { ResolvedTemplate } from './types.ts';
import { siteJurisdiction, UnknownJurisdictionError, type SiteJurisdiction } from './jurisdiction.ts';
import type { JurisdictionConfig } from '../../schemas/jurisdiction.ts';

export type TemplateLoader = (key: string) => Promise<TemplateFile | undefined>;

export class TemplateError extends Error {}

/** A file's `extends` chain, most derived first; broken at a missing base or a cycle (then `chain` is what was walked). */
export type ExtendsChain<T> =
  { chain: T[]; broken?: undefined } | { chain: T[]; broken: { kind: 'missing'; base: string; from: T } | { kind: 'cycle'; files: T[] } };

/**
 * Walks `extends` from `file` through `lookup`. The one walk the server, the client and the tools share
 * (engine/project/project.ts walks unvalidated files with it and reports where a chain breaks).
 */
export function extendsChain<T>(file: T, baseOf: (file: T) => unknown, lookup: (key: string) => T | undefined): ExtendsChain<T> {
  const chain: T[] = [];
  let next: T | undefined = file;
  while (next) {
    if (chain.includes(next)) return { chain, broken: { kind: 'cycle', files: chain.slice(chain.indexOf(next)) } };
    chain.push(next);
    const base = baseOf(next);
    if (typeof base !== 'string') break;
    const baseFile = lookup(base);
    if (!baseFile) return { chain, broken: { kind: 'missing', base, from: next } };
    next = baseFile;
  }
  return { chain };
}

/** JSON Merge Patch of a chain (most derived first) over its root base. */
export function mergeChain<T extends object>(chain: readonly T[]): T {
  return [...chain].reverse().reduce<T>((acc, file) => mergePatch(acc, file), {} as T);
}

function jurisdictionOf(key: string, config: JurisdictionConfig): SiteJurisdiction {
  try {
    return siteJurisdiction(config);
  } catch (error) {
    if (error instanceof UnknownJurisdictionError) throw new TemplateError(`Template "${key}": ${error.message}`);
    throw error;
  }
}

/**
 * Follows `extends` (JSON Merge Patch over the base), then fills the §9 defaults. `compileCopy` turns
 * the merged brand copy into what pages format (src/config/brand-copy.ts, on the server only);
 * without it the template carries no copy.
 */
export async function resolveTemplate(
  key: string,
  load: TemplateLoader,
  compileCopy?: (copy: BrandCopy) => BrandMessages,
): Promise<ResolvedTemplate | undefined> {
  const files = new Map<string, TemplateFile>();
  for (let next: string | undefined = key; next !== undefined && !files.has(next);) {
    const file = await load(next);
    if (!file) break;
    files.set(next, file);
    next = file.extends;
  }
  const first = files.get(key);
  if (!first) return undefined;
  const { chain, broken } = extendsChain(
    first,
    (f) => f.extends,
    (k) => files.get(k),
  );
  if (broken?.kind === 'cycle') throw new TemplateError(`Template "${key}": extends cycle through "${broken.files.at(-1)?.extends}"`);
  if (broken) throw new TemplateError(`Template "${key}": base "${broken.base}" does not exist`);
  const merged = mergeChain(chain);
  if (!merged.layout || !merged.schemes || !merged.authEntry || !merged.family) {
    throw new TemplateError(`Template "${key}" needs layout, family, schemes and authEntry (itself or through extends)`);
  }
  const jurisdiction = merged.jurisdiction ? jurisdictionOf(key, merged.jurisdiction) : undefined;
  const breakpoints = merged.breakpoints ? Object.entries(merged.breakpoints).map(([name, width]) => ({ name, width })) : DEFAULT_BREAKPOINTS;
  return {
    key,
    family: merged.family,
    label: merged.label ?? key,
    layout: merged.layout,
    breakpoints: [...breakpoints].sort((a, b) => a.width - b.width),
    schemes: merged.schemes,
    authEntry: merged.authEntry,
    pages: (merged.pages ?? {}) as Record<string, { root: Node }>,
    patches: {
      pages: merged.patches?.pages ?? {},
      layouts: merged.patches?.layouts ?? {},
      structure: { pages: merged.patches?.structure?.pages ?? {}, layouts: merged.patches?.structure?.layouts ?? {} },
    },
    routes: merged.routes ?? {},
    ...(jurisdiction ? { jurisdiction } : {}),
    ...(merged.targeting ? { targeting: merged.targeting } : {}),
    ...(compileCopy && merged.messages ? { messages: compileCopy(merged.messages) } : {}),
  };
}
