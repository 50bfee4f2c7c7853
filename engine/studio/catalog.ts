import { join } from 'node:path';
import { isRecord } from '../../schemas/is-record.ts';
import { diskFs } from '../project/project-fs.ts';
import { languageFolders, siteRouteEntries, type Project, type TemplateInfo } from '../project/project.ts';
import { REPO_ROOT } from '../project/repo.ts';
import type { BreakpointInfo, Catalog, FileMap, SiteSummary, TemplateSummary } from './contract.ts';
import { mapPath, projectOf } from './project-of.ts';
import { widgetEntries } from './widgets.ts';
import { widgetUsers } from './widget-usage.ts';

/** A template's breakpoints, ascending by min width (the cascade's order). */
export function breakpointsOf(t: TemplateInfo): BreakpointInfo[] {
  return t.breakpoints.map((b) => ({ name: b.name, min: b.width }));
}

/** A template's route table (shared routes it does not hide, then its own), as path → page. */
export function routesOf(project: Project, t: TemplateInfo): { path: string; page: string }[] {
  return siteRouteEntries(project, t).map((r) => ({ path: r.path, page: r.page }));
}

function summary(project: Project, t: TemplateInfo, sites: readonly SiteSummary[]): TemplateSummary {
  const merged = t.merged ?? t.file.data ?? {};
  const routes = routesOf(project, t);
  return {
    key: t.key,
    label: typeof merged['label'] === 'string' ? merged['label'] : t.key,
    extends: t.chain.slice(1).map((f) => f.name),
    abstract: t.abstract,
    layout: typeof merged['layout'] === 'string' ? merged['layout'] : '',
    pages: [...new Set(routes.map((r) => r.page))],
    routes,
    breakpoints: breakpointsOf(t),
    schemes: isRecord(merged['schemes']) ? Object.keys(merged['schemes']) : [],
    file: mapPath(t.file.rel),
    sites: sites.filter((s) => s.theme_code === t.key).map((s) => s.domain),
  };
}

/** Every language folder of locales/ (en first: the fallback every text has). */
export function languages(): string[] {
  const all = languageFolders(join(REPO_ROOT, 'locales'), diskFs);
  return [...all.filter((l) => l === 'en'), ...all.filter((l) => l !== 'en')];
}

/** What the studio's navigator, palette and pickers show of a config set. */
export function catalogOf(files: FileMap, sites: readonly SiteSummary[]): Catalog {
  const project = projectOf(files);
  const users = widgetUsers(project);
  const ownPages = [...project.templates.values()].flatMap((t) => (isRecord(t.file.data?.['pages']) ? Object.keys(t.file.data['pages']) : []));
  return {
    templates: [...project.templates.values()].sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true })).map((t) => summary(project, t, sites)),
    sites: [...sites],
    layouts: [...project.layouts.keys()].sort(),
    pages: [...new Set([...project.pages.keys(), ...ownPages, ...project.routePages])].sort(),
    widgets: widgetEntries().map((w) => ({ ...w, usedBy: users.get(w.name) ?? [] })),
    languages: languages(),
  };
}
