import type { RouteObject } from 'react-router';
import { Document } from './Document.tsx';
import type { LoaderFunctionArgs } from 'react-router';

import { NotFound, RootError } from './NotFound.tsx';
import { LayoutView, PageView } from './TreeView.tsx';
import type { AppDeps } from './deps.ts';
import { layoutShouldRevalidate, rootShouldRevalidate } from './revalidation.ts';
import { ApiContext } from '../api/context.tsx';

/**
 * The loaders, fetched on their first call: a first load hydrates from the server's loader data, so
 * the browser needs them (and the config, API and locale code only they use) from the first client
 * navigation on, not to show the page.
 */
const loaders = () => import('./loaders.ts');

/** The catch-all's loader always throws its 404, so only its errorElement ever shows. */
function NeverRendered() {
  return null;
}

export const KNOWN_GUARDS = new Set(['auth', 'guest', 'none']);

/** The route table of the config set (routes.json, read at runtime), with an unknown rule failing loudly (§8). */
export function createRoutes(deps: AppDeps): RouteObject[] {
  // ids by position: two routes may show the same page, and ids must be unique in a data router
  const pages: RouteObject[] = deps.config.routes.map((r, i) => {
    if (!KNOWN_GUARDS.has(r.guard)) throw new Error(`Unknown route rule "${r.guard}" for ${r.path}`);
    const common = {
      id: `page:${i}:${r.page}`,
      loader: async (args: LoaderFunctionArgs) => (await loaders()).pageLoader(deps, r.page)(args),
      element: <PageView registry={deps.registry} dev={deps.dev} rule={r.guard} />,
      handle: { guard: r.guard },
    };
    return r.path === '/' ? { ...common, index: true } : { ...common, path: r.path.slice(1) };
  });
  return [
    {
      id: 'root',
      path: '/',
      loader: async (args: LoaderFunctionArgs) => (await loaders()).rootLoader(deps)(args),
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
          loader: async (args: LoaderFunctionArgs) => (await loaders()).layoutLoader(deps)(args),
          element: <LayoutView registry={deps.registry} dev={deps.dev} />,
          errorElement: <NotFound />,
          shouldRevalidate: (args) => layoutShouldRevalidate(args, deps.config.routes),
          children: [
            ...pages,
            {
              id: 'not-found',
              path: '*',
              loader: async (args: LoaderFunctionArgs) => (await loaders()).notFoundLoader(args),
              Component: NeverRendered,
              errorElement: <NotFound />,
            },
          ],
        },
      ],
    },
  ];
}
