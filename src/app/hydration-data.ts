import type { Registry } from '../render/registry.ts';
import { dataToHydrate, effectivePlans, widgetsToPreload } from '../render/hydrate-plan.ts';
import type { Node, TreeData } from '../render/types.ts';
import type { Messages } from '../i18n/messages.ts';
import type { TreeLoaderData } from './loaders.ts';
import type { RootData } from '../state/root-data.tsx';
import { isRootData, rootDataIn, ROOT_ROUTE_ID } from './root-route.ts';

const isTree = (value: unknown): value is TreeLoaderData =>
  typeof value === 'object' && value !== null && 'tree' in value && 'data' in value && 'widgets' in value;

/** The tree prefix a route's loader stored its data under (loadTree's `kind`). */
const prefixOf = (routeId: string) => (routeId === 'layout' ? 'layout' : 'page');

/**
 * Loader results of the nodes that come alive at once, when the browser is idle or on the first
 * touch (so that touch waits for code only). A `never` node
 * keeps its server HTML; a `visible` one keeps it until it nears the viewport and loads its data
 * then (HydrateSlot), with the player's first input held back meanwhile: below the fold that is
 * where most of a page's data is, and the player sees the server's HTML either way.
 */
function dataForFirstLoad(root: Node, prefix: string, registry: Registry, data: TreeData): TreeData {
  const plans = effectivePlans(root, prefix, registry);
  return Object.fromEntries(Object.entries(dataToHydrate(root, prefix, registry, data)).filter(([path]) => plans.get(path) !== 'visible'));
}

/**
 * The loader data a first load's hydration needs (issue 18, docs/hydration.md): each tree's
 * `widgets` names only the widgets that hydrate with the page among those the loader named (the
 * client fetches their code before hydrating), and only the loader results of widgets that come alive at once or when idle. The
 * root's messages are not in it: the page carries the ones its render formatted apart
 * (FirstMessages), and the browser puts them back with `withFirstMessages`.
 */
export function hydrationLoaderData(loaderData: Record<string, unknown>, registry: Registry): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      if (id === ROOT_ROUTE_ID && isRootData(value)) return [id, { ...value, messages: {}, partialMessages: true } satisfies RootData];
      if (!isTree(value)) return [id, value];
      const root = value.tree.root;
      const prefix = prefixOf(id);
      // of those the loader named: a widget that cannot show anything under the site's jurisdiction stays unloaded
      const widgets = widgetsToPreload(root, prefix, registry).filter((name) => value.widgets.includes(name));
      return [id, { ...value, data: dataForFirstLoad(root, prefix, registry, value.data), widgets }];
    }),
  );
}

interface HydrationData {
  loaderData?: Record<string, unknown>;
}

/** The browser's side of the above: the root's data with the page's first messages. */
export function withFirstMessages<T extends HydrationData | undefined>(data: T, messages: Messages | null): T {
  const root = rootDataIn(data?.loaderData);
  if (!data || !root || !messages) return data;
  return { ...data, loaderData: { ...data.loaderData, [ROOT_ROUTE_ID]: { ...root, messages } } };
}
