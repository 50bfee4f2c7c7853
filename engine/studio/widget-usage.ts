import { isRecord } from '../../schemas/is-record.ts';
import { siteRouteEntries, type Project } from '../project/project.ts';
import { templateTree } from '../project/template-tree.ts';

function collect(node: unknown, into: Set<string>): void {
  if (!isRecord(node)) return;
  if (typeof node['widget'] === 'string') into.add(node['widget']);
  if (Array.isArray(node['children'])) for (const child of node['children']) collect(child, into);
}

/**
 * Which brands use each widget: per concrete template, the widgets of the pages its routes show and of
 * its layouts, as it renders them (its own pages, structural ops and patches applied). Widget name →
 * template keys, sorted.
 */
export function widgetUsers(project: Project): Map<string, string[]> {
  const users = new Map<string, Set<string>>();
  for (const t of project.templates.values()) {
    if (t.abstract) continue;
    const routes = siteRouteEntries(project, t);
    const layout = t.merged?.['layout'];
    const trees: ['pages' | 'layouts', string][] = [
      ...[...new Set(routes.map((r) => r.page))].map((p): ['pages', string] => ['pages', p]),
      ...[...new Set([...(typeof layout === 'string' ? [layout] : []), ...routes.flatMap((r) => (r.layout ? [r.layout] : []))])].map(
        (l): ['layouts', string] => ['layouts', l],
      ),
    ];
    const widgets = new Set<string>();
    for (const [kind, name] of trees) collect(templateTree(project, t, kind, name)?.root, widgets);
    for (const w of widgets) users.set(w, (users.get(w) ?? new Set()).add(t.key));
  }
  return new Map([...users].map(([w, keys]) => [w, [...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))]));
}
