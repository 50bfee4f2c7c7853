import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { widgets } from '../../widgets/index.ts';
import { lazyApi } from '../api/lazy-api.ts';
import type { Api } from '../api/client.ts';
import { createRegistry } from '../render/registry.ts';
import { appliesOn, preloadWidgets } from '../render/collect-loads.ts';
import { breakpointForWidth } from '../viewport/breakpoints.ts';
import { createRoutes } from './routes.tsx';
import { routerInTasks } from './router-in-tasks.ts';
import { createSiteResolver } from './site-resolver.ts';
import { STUDIO_PREVIEW_SCRIPT_ID, StudioMarks } from '../render/studio-marks.ts';
import { remoteSource } from '../config/source.ts';
import type { TreeLoaderData } from './loaders.ts';
import { rootDataIn } from './root-route.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { readFirstMessages } from '../i18n/FirstMessages.tsx';
import { withFirstMessages } from './hydration-data.ts';
import { NAVIGATING } from '../lib/client-navigation.ts';
import { warmIntl } from '../lib/intl-cache.ts';
import { inOwnTask } from '../lib/own-task.ts';
import { whenIdle } from './platform/when-idle.ts';
import { DEFAULT_TIME_ZONE } from './audience.ts';
import { settledStates } from './settled-states.ts';

// ICU's locale lists built off the main thread (src/lib/intl-cache.ts), first: hydration's first date waits for them
warmIntl();

/** The client composition root: the same routes, with fetch as the transport. */
// Public lists (games, slides, SEO…) are kept 30 s in the page: moving between pages or
// languages does not fetch them again.
// the server already matched Accept-Language to the site's languages: the browser keeps its choice
const serverLanguageTag = document.documentElement.lang;
let client: Promise<Api> | undefined;
// loaded with the API's first call, or ahead of it once the page is at rest (afterIdle's warmApi)
const loadClient = () =>
  (client ??= import('../api/client.ts').then(({ createApi, ttlCache }) => createApi((path, init) => fetch(path, init), { publicCache: ttlCache(30_000) })));
const api = lazyApi(loadClient);
const registry = createRegistry(widgets);
const hydrationData = withFirstMessages(window.__staticRouterHydrationData, readFirstMessages(document));
const rootData = rootDataIn(hydrationData?.loaderData);
// the route table and config revision come with the page; the trees and the template (the page carried
// it without its patches, src/app/hydration-data.ts) of later navigations from the server
const config = remoteSource(rootData?.config.revision ?? '', rootData?.config.routes ?? [], (path) => fetch(path, { credentials: 'same-origin' }));
const sites = createSiteResolver(api, Number.POSITIVE_INFINITY);
if (rootData && 'startup' in rootData.state) sites.seed(rootData.domain, rootData.state.startup);
const routes = createRoutes({
  api,
  registry,
  config,
  resolveSite: (domain) => sites.resolve(domain, config),
  breakpointFor: (_request, breakpoints) => breakpointForWidth(breakpoints, window.innerWidth),
  cookies: () => document.cookie,
  negotiatedLanguage: (_request, site) => site.available.find((c) => LANGUAGES[c].tag === serverLanguageTag),
  // the stylesheets the server linked stay: a root revalidation must not drop them
  assets: () => ({ css: rootData?.css ?? [] }),
  dev: import.meta.env.DEV,
  seoAfterPage: true,
  // a first page no rule of which targets carries no audience: later pages are judged at the browser's clock, in the template's zone
  audience: (_request, template) => rootData?.audience ?? { variants: {}, at: Date.now(), timeZone: template.targeting?.timeZone ?? DEFAULT_TIME_ZONE },
});

/** Fetch the chunks of every widget the server rendered, so hydration never suspends on code. */
const rendered = Object.values(hydrationData?.loaderData ?? {}).flatMap((d) =>
  d && typeof d === 'object' && 'widgets' in d ? (d as TreeLoaderData).widgets : [],
);
const chunks = preloadWidgets(rendered, registry).then(
  () => undefined,
  () => undefined,
);

// in tasks of their own while the widget chunks arrive, the router (src/app/router-in-tasks.ts): made of the
// routes that can match the URL, then given the config's others (each twice, with and without a language prefix)
const router = routerInTasks(routes, hydrationData);

// a studio preview (its script is in the page) marks nodes as its server render did; a player's page loads none of that code
const marker = document.getElementById(STUDIO_PREVIEW_SCRIPT_ID) ? import('../render/studio-marker.tsx').then((m) => m.markNode) : null;
// a page whose rules target (docs/targeting.md) hydrates with the evaluator; others load it after idle
const targeting = rootData?.audience?.used && import('./platform/targeting-client.ts').then((m) => m.startTargeting());

// hydration starts in a task of its own: not after the router's creation or a chunk's evaluation, in their task
void Promise.all([router, chunks, marker, targeting]).then(([router, , marker]) =>
  inOwnTask(() => {
    // A navigation's page renders in one task once its loaders are done (`useTransitions={false}`), not in
    // a transition's 5 ms slices: between slices the browser drew frames, and a throttled "Log in" spent
    // 0.27 s from its loaders' end to the form where the render itself took 0.07 s (docs/performance.md).
    // The loaders preload every widget the page renders, so nothing suspends and no fallback shows.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <StudioMarks.Provider value={marker}>
            <RouterProvider router={settledStates(router)} useTransitions={false} />
          </StudioMarks.Provider>
        </StrictMode>,
      );
    });
    // a studio preview shows the draft's next versions in place (src/app/platform/preview-updates.ts)
    if (marker) void import('./platform/preview-updates.ts').then((m) => m.followDraftVersions(router, config, rootData));
    // a client navigation shows at once that it is under way (a bar at the top, src/app/styles.css), however long its loaders take
    router.subscribe(({ navigation }) => document.documentElement.toggleAttribute(NAVIGATING, navigation.state !== 'idle'));
    whenIdle(
      () =>
        void import('./platform/after-idle.ts').then(({ afterIdle }) =>
          afterIdle({
            trees: Object.values(hydrationData?.loaderData ?? {}).filter((d): d is TreeLoaderData => !!d && typeof d === 'object' && 'widgets' in d),
            config,
            template: rootData?.state.kind === 'ready' ? rootData.state.template.key : undefined,
            applies: (name) => appliesOn(registry, name, rootData?.state.kind === 'ready' ? rootData.state.template.jurisdiction : undefined),
            router,
            evaluate: (names) => preloadWidgets(names, registry),
            warmApi: async () => void (await loadClient()),
          }),
        ),
    );
  }),
);
