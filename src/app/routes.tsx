import { Suspense } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { Document } from './Document.tsx';
import { RootError } from './RootError.tsx';
import { LayoutView, PageView } from './TreeView.tsx';
import type { AppDeps } from './deps.ts';
import { layoutShouldRevalidate, rootShouldRevalidate } from './revalidation.ts';
import { ApiContext } from '../api/context.tsx';
import { preloadable } from '../ui/preloadable.ts';
import { isRouteGuard } from '../../schemas/routes.ts';
import { ROOT_ROUTE_ID } from './root-route.ts';

/**
 * The loaders, fetched on their first call: a first load hydrates from the server's loader data, so
 * the browser needs them (and the config, API and locale code only they use) from the first client
 * navigation on, not to show the page.
 */
function fromLoaders(pick: (loaders: typeof import('./loaders.ts')) => LoaderFunction) {
  return async (args: LoaderFunctionArgs) => pick(loaders ?? (await loadLoaders()))(args);
}
let loaders: typeof import('./loaders.ts') | undefined;

/**
 * The loaders' module, kept once here (loaded by the first navigation, or ahead of it at rest:
 * src/app/platform/after-idle.ts): an `import()` of a module already evaluated still waits a task for
 * its answer, behind whatever frames the browser draws meanwhile.
 */
export async function loadLoaders(): Promise<typeof import('./loaders.ts')> {
  loaders ??= await import('./loaders.ts');
  return loaders;
}

/** A page that is not there is rare: its view is a chunk of its own, which the server preloads (entry-server.tsx). */
export const notFoundView = preloadable(() => import('./NotFound.tsx').then((m) => m.NotFound));
const notFound = (
  <Suspense fallback={null}>
    <notFoundView.component />
  </Suspense>
);

/** The catch-all's loader always throws its 404, so only its errorElement ever shows. */
function NeverRendered() {
  return null;
}

/** The route table of the config set (routes.json, read at runtime), with an unknown rule failing loudly (§8). */
export function createRoutes(deps: AppDeps): RouteObject[] {
  // ids by position: two routes may show the same page, and ids must be unique in a data router
  const pages: RouteObject[] = deps.config.routes.map((r, i) => {
    if (!isRouteGuard(r.guard)) throw new Error(`Unknown route rule "${r.guard}" for ${r.path}`);
    const common = {
      id: `page:${i}:${r.page}`,
      loader: fromLoaders((m) => m.pageLoader(deps, r.page)),
      element: <PageView registry={deps.registry} dev={deps.dev} rule={r.guard} />,
      handle: { guard: r.guard },
    };
    return r.path === '/' ? { ...common, index: true } : { ...common, path: r.path.slice(1) };
  });
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: fromLoaders((m) => m.rootLoader(deps)),
      element: (
        <ApiContext.Provider value={deps.api}>
          <Document />
        </ApiContext.Provider>
      ),
      errorElement: <RootError />,
      shouldRevalidate: rootShouldRevalidate,
      children: [
        {
          id: 'layout',
          path: ':lang?',
          loader: fromLoaders((m) => m.layoutLoader(deps)),
          element: <LayoutView registry={deps.registry} dev={deps.dev} />,
          errorElement: notFound,
          shouldRevalidate: (args) => layoutShouldRevalidate(args, deps.config.routes),
          children: [
            ...pages,
            {
              id: 'not-found',
              path: '*',
              loader: fromLoaders((m) => m.notFoundLoader),
              Component: NeverRendered,
              errorElement: notFound,
            },
          ],
        },
      ],
    },
  ];
}
