import { nodeProps } from './node-memo.ts';
import { walkTree } from './walk-tree.ts';
import type { Registry } from './registry.ts';
import type { Breakpoint, LoadContext, Node, RegisteredWidget, TreeData } from './types.ts';
import { OUTLET } from '../../schemas/outlet.ts';
import type { SiteJurisdiction } from '../config/jurisdiction.ts';

/**
 * Runs the loader of every widget in a tree, in parallel. A failing loader is recorded, not
 * thrown: its widget shows its own error state and the rest of the page still renders.
 */
export async function collectLoads(
  root: Node,
  prefix: string,
  registry: Registry,
  breakpoints: readonly Breakpoint[],
  breakpoint: string,
  ctx: LoadContext,
): Promise<TreeData> {
  const jobs: Promise<[string, TreeData[string]]>[] = [];
  walkTree(root, prefix, (node, path) => {
    if (node.widget === OUTLET || !registry.has(node.widget)) return;
    const widget = registry.get(node.widget, path);
    if (!widget.load) return;
    const props = nodeProps(node, widget, breakpoints, breakpoint);
    jobs.push(
      widget.load(props, ctx).then(
        (value): [string, TreeData[string]] => [path, { ok: true, value }],
        (error: unknown): [string, TreeData[string]] => [path, { ok: false, error: error instanceof Error ? error.message : String(error) }],
      ),
    );
  });
  return Object.fromEntries(await Promise.all(jobs));
}

/** Names of the widgets a tree uses: their chunks are preloaded before hydration. */
export function widgetsUsed(root: Node): string[] {
  const names = new Set<string>();
  walkTree(root, '', (node) => {
    if (node.widget !== OUTLET) names.add(node.widget);
  });
  return [...names].sort();
}

/** Whether a widget can show anything under the site's jurisdiction (its `appliesTo`); an unknown name is left to the renderer's error. */
export function appliesOn(registry: Registry, name: string, jurisdiction: SiteJurisdiction | undefined): boolean {
  return !registry.has(name) || registry.get(name, name).appliesTo?.(jurisdiction) !== false;
}

/** The widgets of a tree whose code a site needs: those that can show something under its jurisdiction. */
export function widgetsNeeded(root: Node, registry: Registry, jurisdiction: SiteJurisdiction | undefined): string[] {
  return widgetsUsed(root).filter((name) => appliesOn(registry, name, jurisdiction));
}

const preloads = new WeakMap<RegisteredWidget, Promise<unknown>>();

/**
 * A widget's chunk, fetched once: the server renders every page with the same widgets, and a
 * dynamic `import()` per widget per request costs a module resolution each time. A failed fetch
 * is forgotten, so the next render asks again.
 */
function preloadOnce(widget: RegisteredWidget): Promise<unknown> | undefined {
  if (!widget.preload) return undefined;
  let pending = preloads.get(widget);
  if (!pending) {
    pending = widget.preload();
    preloads.set(widget, pending);
    pending.catch(() => preloads.delete(widget));
  }
  return pending;
}

/** Fetches the chunks of the widgets a tree uses, so rendering it never waits on code. */
export async function preloadWidgets(names: readonly string[], registry: Registry): Promise<void> {
  await Promise.all(names.filter((n) => registry.has(n)).map((n) => preloadOnce(registry.get(n, n))));
}
