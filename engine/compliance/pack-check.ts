import type { JurisdictionPack, PackRequirement, PackRule } from '../../schemas/jurisdiction-pack.ts';
import { PACKS } from '../../schemas/jurisdiction-packs/index.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { Origin } from '../project/origin.ts';
import { siteRouteEntries, type Project, type RouteEntryLike, type TemplateInfo } from '../project/project.ts';
import { templateTree } from '../project/template-tree.ts';

/** A template that breaks a pack rule: where, and what to do about it. */
export interface PackFinding {
  template: string;
  pack: JurisdictionPack;
  rule: PackRule;
  origin: Origin;
  /** in the document `origin` resolves (the template chain, or a page or layout as the template renders it) */
  pointer: string;
  message: string;
}

interface Visit {
  node: Record<string, unknown>;
  pointer: string;
  /** shown to logged-out visitors: no `when` above it other than one that only hides it from them */
  visitors: boolean;
  /** shown unconditionally, or only to signed-in players */
  shown: boolean;
}

function* nodesOf(root: unknown, rootPointer: string): Generator<Visit> {
  const stack: { node: unknown; pointer: string; visitors: boolean; shown: boolean }[] = [{ node: root, pointer: rootPointer, visitors: true, shown: true }];
  while (stack.length) {
    const top = stack.pop();
    if (!top || !isRecord(top.node)) continue;
    const when = top.node['when'];
    const playersOnly = isRecord(when) && Object.keys(when).length === 1 && when['auth'] === 'player';
    const visitors = top.visitors && !playersOnly && !(isRecord(when) && when['auth'] === 'player');
    const shown = top.shown && (when === undefined || playersOnly);
    yield { node: top.node, pointer: top.pointer, visitors, shown };
    const children = top.node['children'];
    if (Array.isArray(children)) children.forEach((c, i) => stack.push({ node: c, pointer: `${top.pointer}/children/${i}`, visitors, shown }));
  }
}

interface Rendered {
  route: RouteEntryLike;
  trees: { root: unknown; rootPointer: string; origin: Origin }[];
}

function rendered(project: Project, t: TemplateInfo): Rendered[] {
  return siteRouteEntries(project, t).map((route) => {
    const layout = route.path === '/minigame' ? 'minigame' : (route.layout ?? String(t.merged?.['layout'] ?? ''));
    const trees = [templateTree(project, t, 'layouts', layout), templateTree(project, t, 'pages', route.page)].filter((x) => x !== undefined);
    return { route, trees };
  });
}

function at(value: unknown, pointer: string): unknown {
  let here = value;
  for (const key of pointer.split('/').slice(1)) here = isRecord(here) ? here[key] : undefined;
  return here;
}

type Check = Omit<PackFinding, 'template' | 'pack' | 'rule'>;

/** A template's routes with their trees and each tree's nodes, worked out once for all of its pack's rules. */
interface RenderedNodes {
  route: RouteEntryLike;
  trees: { origin: Origin; nodes: Visit[] }[];
}

function renderedNodes(project: Project, t: TemplateInfo): RenderedNodes[] {
  return rendered(project, t).map((r) => ({
    route: r.route,
    trees: r.trees.map((tree) => ({ origin: tree.origin, nodes: [...nodesOf(tree.root, tree.rootPointer)] })),
  }));
}

function check(t: TemplateInfo, routesOf: () => RenderedNodes[], jurisdiction: Record<string, unknown>, need: PackRequirement): Check[] {
  const chain = new Origin(t.chain);
  switch (need.kind) {
    case 'setting': {
      const value = at(jurisdiction, need.setting);
      const pointer = `/jurisdiction${need.setting}`;
      const bad =
        value === undefined
          ? 'is not set'
          : need.equals !== undefined && value !== need.equals
            ? `is ${JSON.stringify(value)}, not ${JSON.stringify(need.equals)}`
            : typeof value === 'number' && need.min !== undefined && value < need.min
              ? `is ${value}, below ${need.min}`
              : typeof value === 'number' && need.max !== undefined && value > need.max
                ? `is ${value}, above ${need.max}`
                : need.minItems !== undefined && (!Array.isArray(value) || value.length < need.minItems)
                  ? `lists ${Array.isArray(value) ? value.length : 'no'} item(s), fewer than ${need.minItems}`
                  : undefined;
      return bad
        ? [{ origin: chain, pointer: value === undefined ? '/jurisdiction' : pointer, message: `jurisdiction${need.setting.replaceAll('/', '.')} ${bad}` }]
        : [];
    }
    case 'widget': {
      const routes = routesOf().filter((r) => need.on === 'every-page' || need.on.includes(r.route.path));
      const missing = routes.filter((r) => !r.trees.some((tree) => tree.nodes.some((v) => v.shown && v.node['widget'] === need.widget)));
      return missing.length
        ? [{ origin: chain, pointer: '/jurisdiction/regulator', message: `${need.widget} is missing on ${missing.map((r) => r.route.path).join(', ')}` }]
        : [];
    }
    case 'hidden-from-visitors':
    case 'widget-prop': {
      const out = new Map<string, Check>();
      for (const r of routesOf())
        for (const tree of r.trees)
          for (const v of tree.nodes) {
            if (v.node['widget'] !== need.widget) continue;
            const message = need.kind === 'hidden-from-visitors' ? visitorProblem(need.widget, v) : propProblem(need, v.node);
            if (!message) continue;
            const pointer = need.kind === 'widget-prop' ? `${v.pointer}/props/${need.prop}` : v.pointer;
            const where = tree.origin.locate(v.pointer);
            out.set(`${where.file.rel}#${pointer}`, { origin: tree.origin, pointer, message: `${message} (${r.route.path})` });
          }
      return [...out.values()];
    }
  }
}

function visitorProblem(widget: string, v: Visit): string | undefined {
  return v.visitors ? `${widget} is shown to logged-out visitors` : undefined;
}

function propProblem(need: Extract<PackRequirement, { kind: 'widget-prop' }>, node: Record<string, unknown>): string | undefined {
  const props = isRecord(node['props']) ? node['props'] : {};
  const value = props[need.prop];
  if (need.max !== undefined && typeof value === 'number' && value > need.max) return `${need.widget}.${need.prop} is ${value}, above ${need.max}`;
  if (need.maxItems !== undefined && Array.isArray(value) && value.length > need.maxItems)
    return `${need.widget}.${need.prop} lists ${value.length}, more than ${need.maxItems}`;
  const forbidden =
    need.forbidsKinds && Array.isArray(value) ? value.filter((item) => isRecord(item) && need.forbidsKinds?.includes(String(item['kind']))) : [];
  if (forbidden.length)
    return `${need.widget}.${need.prop} lists ${forbidden.map((item) => (isRecord(item) ? `${String(item['name'])} (${String(item['kind'])})` : '')).join(', ')}`;
  return undefined;
}

/**
 * Every concrete template judged against the rules of its regulator's pack that `select` keeps:
 * what config-lint's jurisdiction-pack rule reports (the rules in force on a day) and the impact
 * report lists (the rules that start before a date). `packs`: the shipped ones, or a test's.
 */
export function checkPacks(project: Project, select: (rule: PackRule) => boolean, packs: readonly JurisdictionPack[] = PACKS): PackFinding[] {
  const findings: PackFinding[] = [];
  const byId = new Map(packs.map((p) => [p.id, p]));
  for (const t of project.templates.values()) {
    if (t.abstract) continue;
    const jurisdiction = t.merged?.['jurisdiction'];
    if (!isRecord(jurisdiction) || typeof jurisdiction['regulator'] !== 'string') continue;
    const pack = byId.get(jurisdiction['regulator']);
    if (!pack) continue;
    // every rule of the pack that looks at pages reads the same routes and trees: built on first need
    let routes: RenderedNodes[] | undefined;
    const routesOf = () => (routes ??= renderedNodes(project, t));
    for (const rule of pack.rules) {
      if (!select(rule)) continue;
      for (const c of check(t, routesOf, jurisdiction, rule.requires)) findings.push({ ...c, template: t.key, pack, rule });
    }
  }
  return findings;
}

/** How a message names a pack rule: "ontario-limits-at-registration (AGCO)". */
export function ruleName(f: Pick<PackFinding, 'pack' | 'rule'>): string {
  return `${f.rule.id} (${f.pack.short})`;
}
