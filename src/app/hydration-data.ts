import type { Registry } from '../render/registry.ts';
import { dataToHydrate, widgetsToPreload } from '../render/hydrate-plan.ts';
import type { Messages } from '../i18n/messages.ts';
import type { RootData, TreeLoaderData } from './loaders.ts';

const isTree = (value: unknown): value is TreeLoaderData =>
  typeof value === 'object' && value !== null && 'tree' in value && 'data' in value && 'widgets' in value;

const isRoot = (id: string, value: unknown): value is RootData => id === 'root' && typeof value === 'object' && value !== null && 'messages' in value;

/** The tree prefix a route's loader stored its data under (loadTree's `kind`). */
const prefixOf = (routeId: string) => (routeId === 'layout' ? 'layout' : 'page');

/**
 * The loader data a first load's hydration needs (issue 18): each tree's `widgets` names only the
 * widgets that hydrate with the page (the client fetches their code before hydrating), and the
 * loader results of `never` widgets stay on the server (their HTML is kept as it is). The root's
 * messages are not in it: the page carries the ones its render formatted apart (FirstMessages),
 * and the browser puts them back with `withFirstMessages`.
 */
export function hydrationLoaderData(loaderData: Record<string, unknown>, registry: Registry): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      if (isRoot(id, value)) return [id, { ...value, messages: {}, partialMessages: true } satisfies RootData];
      if (!isTree(value)) return [id, value];
      const root = value.tree.root;
      const prefix = prefixOf(id);
      return [id, { ...value, data: dataToHydrate(root, prefix, registry, value.data), widgets: widgetsToPreload(root, prefix, registry) }];
    }),
  );
}

interface HydrationData {
  loaderData?: Record<string, unknown>;
}

/** The browser's side of the above: the root's data with the page's first messages. */
export function withFirstMessages<T extends HydrationData | undefined>(data: T, messages: Messages | null): T {
  const root = data?.loaderData?.['root'];
  if (!data || !isRoot('root', root) || !messages) return data;
  return { ...data, loaderData: { ...data.loaderData, root: { ...root, messages } } };
}
