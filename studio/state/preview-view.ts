import type { BreakpointInfo, Catalog, TemplateSummary } from '../../engine/studio/contract.ts';
import type { Selection } from './store.ts';

/**
 * What the preview shows, from the selection: the inspector's breakpoint, or the template's widest when
 * it edits every breakpoint ("All"), so the preview shows the largest layout the base props reach (a
 * template without breakpoints renders one layout: a desktop width shows it); the
 * languages of the template's site (its fleet record), else the catalog's.
 */
export function previewBreakpoint(template: TemplateSummary, selected: string | null): BreakpointInfo {
  const chosen = selected === null ? undefined : template.breakpoints.find((b) => b.name === selected);
  if (chosen) return chosen;
  const widest = template.breakpoints.reduce<BreakpointInfo | undefined>((best, b) => (!best || b.min > best.min ? b : best), undefined);
  return widest ?? { name: 'desktop', min: 1280 };
}

export function previewLanguages(catalog: Catalog, template: TemplateSummary, selection: Pick<Selection, 'language'>): string[] {
  const site = catalog.sites.find((s) => s.theme_code === template.key);
  const languages = site?.languages && site.languages.length > 0 ? site.languages : catalog.languages;
  return languages.includes(selection.language) ? languages : [selection.language, ...languages];
}
