import type { Registry } from '../render/registry.ts';
import { dataToHydrate, effectivePlans, widgetsToPreload } from '../render/hydrate-plan.ts';
import type { Node, TreeData } from '../render/types.ts';
import type { Messages } from '../i18n/messages.ts';
import type { TreeLoaderData } from './loaders.ts';
import type { RootData } from '../state/root-data.tsx';
import type { SiteState } from '../config/site-state.ts';
import type { RouteEntry } from '../../schemas/routes.ts';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import { isRootData, rootDataIn, ROOT_ROUTE_ID } from './root-route.ts';
import { carriedSeo } from './carried-seo.ts';
import { carriedTexts } from './carried-texts.ts';
import { siteLocalLanguage } from '../i18n/pick-text.ts';

const isSeoRecord = (value: unknown): value is SeoRecord => typeof value === 'object' && value !== null && !(value instanceof Promise);

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
  const rootData = loaderData[ROOT_ROUTE_ID];
  const language =
    isRootData(rootData) && rootData.state.kind === 'ready'
      ? { player: rootData.locale, siteLocal: siteLocalLanguage(rootData.state.startup.site.currency) }
      : null;
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      if (id === ROOT_ROUTE_ID && isRootData(value)) {
        const root = { ...value, state: carriedState(value.state), messages: {}, partialMessages: true } satisfies RootData;
        return [id, { ...root, config: { ...root.config, routes: compactRoutes(root.config.routes) } }];
      }
      if (!isTree(value)) return [id, value];
      const root = value.tree.root;
      const prefix = prefixOf(id);
      // of those the loader named: a widget that cannot show anything under the site's jurisdiction stays unloaded
      const widgets = widgetsToPreload(root, prefix, registry).filter((name) => value.widgets.includes(name));
      // a first load's SEO record without what the head does not read (a navigation's comes as a promise, whole)
      const seo = 'seo' in value && isSeoRecord(value.seo) ? { seo: carriedSeo(value.seo) } : {};
      const data = dataForFirstLoad(root, prefix, registry, value.data);
      // of a bilingual text only the side the page's language shows (src/app/carried-texts.ts)
      const carried = language ? carriedTexts(root, prefix, data, language.player, language.siteLocal) : data;
      // of the config file its tree alone: the renderer reads nothing else of it (the layout's schema, name and description, ≈ 0.1 kB gz)
      return [id, { ...value, tree: { root }, data: carried, widgets, ...seo }];
    }),
  );
}

/**
 * The site's state without its template's patches (≈ 0.13 kB gz): the server applied them to the page's
 * trees, and only a client navigation's loaders read them, from the template the browser's config source
 * fetches (src/app/entry-client.tsx; ahead of the first navigation, src/app/platform/after-idle.ts). Its
 * startup is whole: the browser keeps it for the page's life (src/app/site-resolver.ts `seed`), a language
 * switch included, so the menu's and the assistant's texts of every language stay in it.
 */
function carriedState(state: SiteState): SiteState {
  if (state.kind !== 'ready') return state;
  const { patches: _patches, ...template } = state.template;
  return { ...state, template };
}

/**
 * A route as the page carries it: its path alone when it opens to all (`guard: "none"`) the page its path
 * names (`/` the home page) in the default layout, else the entry without those defaults. Of the route
 * table's 49 routes 30 are the path alone: 0.3 kB gz less on every page (docs/performance.md).
 */
export type CarriedRoute = string | (Pick<RouteEntry, 'path'> & Partial<RouteEntry>);

const pageOfPath = (path: string) => (path === '/' ? 'home' : path.slice(1));
const carried = new WeakMap<readonly RouteEntry[], CarriedRoute[]>();

export function compactRoutes(routes: readonly RouteEntry[]): CarriedRoute[] {
  let compact = carried.get(routes);
  if (!compact) {
    compact = routes.map(({ path, page, guard, layout }) =>
      page === pageOfPath(path) && guard === 'none' && layout === undefined
        ? path
        : { path, ...(page === pageOfPath(path) ? {} : { page }), ...(guard === 'none' ? {} : { guard }), ...(layout === undefined ? {} : { layout }) },
    );
    // the same table for every page of a config set: its text is kept once (src/app/hydration-script.ts)
    carried.set(routes, compact);
  }
  return compact;
}

export function expandRoutes(routes: readonly CarriedRoute[]): RouteEntry[] {
  return routes.map((route) => {
    const { path, page = pageOfPath(path), guard = 'none', layout } = typeof route === 'string' ? { path: route } : route;
    return { path, page, guard, ...(layout === undefined ? {} : { layout }) };
  });
}

interface HydrationData {
  loaderData?: Record<string, unknown>;
}

/** The browser's side of the above: the root's data with the page's first messages and its whole route table. */
export function withFirstMessages<T extends HydrationData | undefined>(data: T, messages: Messages | null): T {
  const root = rootDataIn(data?.loaderData);
  if (!data || !root) return data;
  const config = { ...root.config, routes: expandRoutes(root.config.routes as readonly CarriedRoute[]) };
  return { ...data, loaderData: { ...data.loaderData, [ROOT_ROUTE_ID]: { ...root, config, ...(messages ? { messages } : {}) } } };
}
