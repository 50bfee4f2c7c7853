import type { RouteObject } from 'react-router';
import { routesFile } from '../config/source.ts';
import { Document } from './Document.tsx';
import { routeLayoutOverride } from './layout-choice.ts';
import { layoutLoader, notFoundLoader, pageLoader, rootLoader } from './loaders.ts';
import { NotFound, RootError } from './NotFound.tsx';
import { LayoutView, PageView } from './TreeView.tsx';
import type { AppDeps } from './deps.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ApiContext } from '../api/context.tsx';

const FOLDERS = new Set<string>(Object.values(LANGUAGES).map((l) => l.folder));

/** The language prefix of a URL, if its first segment is one: a change of it re-runs the root loader. */
function firstSegment(url: URL): string {
  const first = url.pathname.split('/')[1] ?? '';
  return FOLDERS.has(first) ? first : '';
}

function unprefixed(url: URL): string {
  const prefix = firstSegment(url);
  return prefix ? url.pathname.slice(prefix.length + 1) || '/' : url.pathname;
}

/** The catch-all's loader always throws its 404, so only its errorElement ever shows. */
function NeverRendered() {
  return null;
}

export const KNOWN_GUARDS = new Set(['auth', 'guest', 'none']);

/** The route table of site-configs/routes.json, with an unknown rule failing loudly (§8). */
export function createRoutes(deps: AppDeps): RouteObject[] {
  const pages: RouteObject[] = routesFile.routes.map((r) => {
    if (!KNOWN_GUARDS.has(r.guard)) throw new Error(`Unknown route rule "${r.guard}" for ${r.path}`);
    const common = { id: `page:${r.page}`, loader: pageLoader(deps, r.page), element: <PageView registry={deps.registry} dev={deps.dev} rule={r.guard} />, handle: { guard: r.guard } };
    return r.path === '/' ? { ...common, index: true } : { ...common, path: r.path.slice(1) };
  });
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(deps),
      element: (
        <ApiContext.Provider value={deps.api}>
          <Document />
        </ApiContext.Provider>
      ),
      errorElement: <RootError />,
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.href === nextUrl.href ? defaultShouldRevalidate : firstSegment(currentUrl) !== firstSegment(nextUrl),
      children: [
        {
          id: 'layout',
          path: ':lang?',
          loader: layoutLoader(deps),
          element: <LayoutView registry={deps.registry} dev={deps.dev} />,
          errorElement: <NotFound />,
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.href === nextUrl.href
              ? defaultShouldRevalidate
              : firstSegment(currentUrl) !== firstSegment(nextUrl) ||
                routeLayoutOverride(unprefixed(currentUrl), routesFile.routes) !== routeLayoutOverride(unprefixed(nextUrl), routesFile.routes),
          children: [...pages, { id: 'not-found', path: '*', loader: notFoundLoader, Component: NeverRendered, errorElement: <NotFound /> }],
        },
      ],
    },
  ];
}
