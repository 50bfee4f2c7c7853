import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { widgets } from '../../widgets/index.ts';
import { createApi, ttlCache } from '../api/client.ts';
import { createRegistry } from '../render/registry.ts';
import { preloadWidgets } from '../render/collect-loads.ts';
import { breakpointForWidth } from '../viewport/breakpoints.ts';
import { createRoutes } from './routes.tsx';
import { createSiteResolver } from './site-resolver.ts';
import type { RootData, TreeLoaderData } from './loaders.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** The client composition root: the same routes, with fetch as the transport. */
// Public lists (games, slides, SEO…) are kept 30 s in the page: moving between pages or
// languages does not fetch them again.
// the server already matched Accept-Language to the site's languages: the browser keeps its choice
const serverLanguageTag = document.documentElement.lang;
const api = createApi((path, init) => fetch(path, init), { publicCache: ttlCache(30_000) });
const registry = createRegistry(widgets);
const routes = createRoutes({
  api,
  registry,
  resolveSite: createSiteResolver(api, Number.POSITIVE_INFINITY),
  breakpointFor: (_request, breakpoints) => breakpointForWidth(breakpoints, window.innerWidth),
  cookies: () => document.cookie,
  negotiatedLanguage: (_request, site) => site.available.find((c) => LANGUAGES[c].tag === serverLanguageTag),
  // the stylesheets the server linked stay: a root revalidation must not drop them
  assets: () => ({ css: (window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined)?.css ?? [] }),
  dev: import.meta.env.DEV,
});

const hydrationData = window.__staticRouterHydrationData;
const router = createBrowserRouter(routes, { hydrationData });

/** Fetch the chunks of every widget the server rendered, so hydration never suspends on code. */
const rendered = Object.values(hydrationData?.loaderData ?? {}).flatMap((d) => (d && typeof d === 'object' && 'widgets' in d ? (d as TreeLoaderData).widgets : []));

preloadWidgets(rendered, registry).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
