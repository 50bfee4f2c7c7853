import type { Registry } from '../render/registry.ts';
import { dataToHydrate, widgetsToPreload } from '../render/hydrate-plan.ts';
import type { TreeLoaderData } from './loaders.ts';

const isTree = (value: unknown): value is TreeLoaderData =>
  typeof value === 'object' && value !== null && 'tree' in value && 'data' in value && 'widgets' in value;

/** The tree prefix a route's loader stored its data under (loadTree's `kind`). */
const prefixOf = (routeId: string) => (routeId === 'layout' ? 'layout' : 'page');

/**
 * The loader data a first load's hydration needs (issue 18): each tree's `widgets` names only the
 * widgets that hydrate with the page (the client fetches their code before hydrating), and the
 * loader results of `never` widgets stay on the server (their HTML is kept as it is).
 */
export function hydrationLoaderData(loaderData: Record<string, unknown>, registry: Registry): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      if (!isTree(value)) return [id, value];
      const root = value.tree.root;
      const prefix = prefixOf(id);
      return [id, { ...value, data: dataToHydrate(root, prefix, registry, value.data), widgets: widgetsToPreload(root, prefix, registry) }];
    }),
  );
}
