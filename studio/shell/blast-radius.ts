import type { ConfigDiff } from '../api/types.ts';

/** One brand (a concrete template) a publish changes, and where its sites show it. */
export interface BrandReach {
  template: string;
  /** the pages and layouts whose rendering changes (`page home`, `layout main`), then `copy`, `routes`, `settings` */
  where: string[];
  changes: number;
}

export interface BlastRadius {
  /** the changed files more than one template reads: a family base, a shared page or layout */
  shared: string[];
  brands: BrandReach[];
}

/** A brand's own file, which only it reads (templates/_<family>.json are family bases, shared). */
const ownTemplateFile = /^templates\/[a-z0-9][a-z0-9-]*\.json$/;

/**
 * The brands a publish reaches (issue 49 part 7), from the diff's site changes, which engine/diff
 * already resolves per template through each chain: a change a family base gives several templates
 * names them all. Brands sorted by name; each with the trees, copy, routes or settings it sees change.
 */
export function blastRadius(diff: ConfigDiff): BlastRadius {
  const reach = new Map<string, { where: Set<string>; changes: number }>();
  for (const change of diff.changes) {
    const where =
      'tree' in change ? `${change.tree.kind} ${change.tree.name}` : change.what === 'message' ? 'copy' : change.what === 'route' ? 'routes' : 'settings';
    for (const template of change.templates) {
      const brand = reach.get(template) ?? { where: new Set<string>(), changes: 0 };
      brand.where.add(where);
      brand.changes += 1;
      reach.set(template, brand);
    }
  }
  return {
    shared: diff.files.map((f) => f.file).filter((file) => !ownTemplateFile.test(file)),
    brands: [...reach].sort(([a], [b]) => a.localeCompare(b)).map(([template, { where, changes }]) => ({ template, where: [...where].sort(), changes })),
  };
}
