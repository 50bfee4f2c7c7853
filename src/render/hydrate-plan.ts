import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import { OUTLET } from '../../schemas/outlet.ts';
import { hydratePlans } from '../../schemas/widget-manifest.ts';
import type { Registry } from './registry.ts';
import type { HydratePlan, Node, TreeData } from './types.ts';

/**
 * How eagerly each plan brings a widget to life: the manifest lists them most eager first. A node comes alive no later
 * than any node inside it, since a frozen subtree keeps its server HTML as it is. A container that
 * holds a livelier node than itself (a `never` Stack around a `visible` grid) hydrates with the page:
 * hydrating it costs little (the deferred nodes inside hydrate as frozen slots), while bringing it
 * alive later would render the whole subtree at once and re-insert its children's server DOM, a new
 * largest paint for the browser and one long task.
 */
const eager = (a: HydratePlan, b: HydratePlan): HydratePlan => (hydratePlans.indexOf(a) <= hydratePlans.indexOf(b) ? a : b);

/** A widget's own plan: `load` when its manifest declares none (or it is not registered). */
export function ownPlan(node: Node, registry: Registry): HydratePlan {
  if (node.widget === OUTLET) return 'load';
  return registry.has(node.widget) ? (registry.get(node.widget, node.widget).hydrate ?? 'load') : 'load';
}

const cache = new WeakMap<Node, WeakMap<Registry, Map<string, HydratePlan>>>();

/** The plan each node of a tree follows on a first load, by node path: its own, or a livelier one inside it. */
export function effectivePlans(root: Node, prefix: string, registry: Registry): ReadonlyMap<string, HydratePlan> {
  const byRegistry = cache.get(root) ?? new WeakMap<Registry, Map<string, HydratePlan>>();
  cache.set(root, byRegistry);
  const known = byRegistry.get(registry);
  // paths start with the prefix, so one map serves a tree under any prefix
  if (known?.has(prefix)) return known;
  const plans = known ?? new Map<string, HydratePlan>();
  // the renderer stops at MAX_TREE_DEPTH: so does this walk, which would otherwise recurse as deep as the tree
  const visit = (node: Node, path: string, depth: number): HydratePlan => {
    const own = ownPlan(node, registry);
    let inside = own;
    if (depth < MAX_TREE_DEPTH) {
      node.children?.forEach((child, i) => {
        inside = eager(inside, visit(child, `${path}/${i}`, depth + 1));
      });
    }
    const plan = inside === own ? own : 'load';
    plans.set(path, plan);
    return plan;
  };
  visit(root, prefix, 1);
  byRegistry.set(registry, plans);
  return plans;
}

/** Widgets whose code must be there before hydration: those of the nodes that hydrate at once. */
export function widgetsToPreload(root: Node, prefix: string, registry: Registry): string[] {
  const plans = effectivePlans(root, prefix, registry);
  const names = new Set<string>();
  const visit = (node: Node, path: string) => {
    if (plans.get(path) !== 'load') return;
    if (node.widget !== OUTLET) names.add(node.widget);
    node.children?.forEach((child, i) => visit(child, `${path}/${i}`));
  };
  visit(root, prefix);
  return [...names].sort();
}

/**
 * Loader results a first load's hydration needs: those of a `never` node are left out (its server
 * HTML stays as it is; if it ever has to come alive, it loads them then, like a navigation would).
 */
export function dataToHydrate(root: Node, prefix: string, registry: Registry, data: TreeData): TreeData {
  const plans = effectivePlans(root, prefix, registry);
  return Object.fromEntries(Object.entries(data).filter(([path]) => plans.get(path) !== 'never'));
}
