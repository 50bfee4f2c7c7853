import type { DataRouteObject, DataRouter } from 'react-router';
import type { ConfigSource } from '../../config/config-set.ts';
import { widgetsUsed } from '../../render/collect-loads.ts';
import type { TreeLoaderData } from '../loaders.ts';
import { LANGUAGES, type LanguageCode } from '../../i18n/languages.ts';
import { loadMessages } from '../../i18n/messages.ts';
import type { RouteEntry } from '../../../schemas/routes.ts';
import {
  API_CLIENT_CODE,
  API_CODE,
  codePrefetched,
  constrainedNetwork,
  messagesCode,
  NAVIGATION_CODE,
  prefetchCode,
  preloadModules,
  REPLAY_CODE,
  validatorCode,
} from './prefetch-code.ts';
import { ROUTE_LINK } from '../../render/held-link.ts';
import { pageOfPath, routeOfPath } from '../route-of-path.ts';
import { vitalsRate } from './vitals-rate.ts';
import { fetchSharedJson } from '../../api/shared-json.ts';
import { startTargeting } from './targeting-client.ts';
import { wakeAhead } from './wake-ahead.ts';
import { loadLoaders } from '../routes.tsx';
import { widgetsBySlot } from '../slot-widgets.ts';
import { allowClientNavigation } from '../plain-links.ts';
import { runSteps, yieldToMain } from '../../lib/yield-steps.ts';
import { afterFrame } from '../../lib/after-frame.ts';

/** Pages a guest's first taps lead to (header "Log in" and "Sign up"): their widgets' code is prefetched too. */
export const AUTH_PATHS: readonly string[] = ['/login', '/register'];

/** The longest the widgets woken ahead wait for the idle prefetch to finish (a file of it may never arrive). */
export const PREFETCH_WAIT_MS = 10_000;

/** How many other pages the page links to have their tree, code and public data fetched after idle (the header's and category bar's first). */
export const LINKED_PAGES = 6;

/** A page a router link of the page leads to, and the address of the first such link (a language's prefix and a query kept). */
export interface LinkedPage {
  page: string;
  path: string;
}

/**
 * The pages the router links of `root` lead to (src/render/held-link.ts ROUTE_LINK), in document order (the
 * header's menu and the category bar come first), without `except` (this page and those already taken
 * care of), at most `limit` of them.
 */
export function linkedPages(root: ParentNode, routes: readonly RouteEntry[], except: readonly string[], limit = LINKED_PAGES): LinkedPage[] {
  const pages: LinkedPage[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${ROUTE_LINK}][href]`)) {
    if (pages.length >= limit) break;
    const url = new URL(link.href, window.location.href);
    const page = url.origin === window.location.origin ? pageOfPath(url.pathname, routes) : undefined;
    if (page && !except.includes(page) && !pages.some((p) => p.page === page)) pages.push({ page, path: url.pathname + url.search });
  }
  return pages;
}

/** Widgets of the page's trees that did not hydrate with it: the deferred ones, code not loaded yet (of those the site's jurisdiction `applies`). */
export function deferredWidgets(trees: readonly TreeLoaderData[], applies: (widget: string) => boolean = () => true): string[] {
  const names = new Set<string>();
  for (const { tree, widgets } of trees) for (const name of widgetsUsed(tree.root)) if (!widgets.includes(name) && applies(name)) names.add(name);
  return [...names].sort();
}

/** The attribute by which server HTML names a same-origin JSON answer its first tap will want (a lobby's first pages). */
export const IDLE_FETCH = 'data-idle-fetch';

/** Fetches, at low priority, the answers the page's widgets name; they wait in memory for the widget (src/api/shared-json.ts). */
export function prefetchIdleData(root: ParentNode = document): void {
  for (const el of root.querySelectorAll(`[${IDLE_FETCH}]`)) {
    const url = el.getAttribute(IDLE_FETCH) ?? '';
    // only a path on this site: the attribute is page content
    if (url.startsWith('/') && !url.startsWith('//')) void fetchSharedJson(url, { priority: 'low' }).catch(() => {});
  }
}

/**
 * After idle (issue 32; loaded then, in a chunk of its own, so none of it weighs on the first load): prefetch, at low priority, the code of the page's deferred widgets, of the
 * login and register pages' widgets (and their page configs) and of the API client, and the data the
 * page's widgets name for their first tap (`data-idle-fetch`), so the first tap waits for no download; a pointer on a deferred
 * widget then asks for all of its files at once; for the sampled share of page views, start reporting vitals and compliance seen.
 * Each piece runs in a task of its own (src/lib/yield-steps.ts) and the prefetches start in batches:
 * run together, the set-up was a long task at a phone's CPU (issue 51 part 6, docs/performance.md).
 */
export async function afterIdle(options: {
  trees: readonly TreeLoaderData[];
  config: ConfigSource;
  template: string | undefined;
  /** whether a widget can show anything on this site (src/render/collect-loads.ts appliesOn): the code of one that cannot is never fetched */
  applies: (widget: string) => boolean;
  /** the page's router: its navigations, and the route the page is on */
  router: Pick<DataRouter, 'subscribe' | 'state' | 'routes'>;
  /** evaluates the code of these widgets (src/render/collect-loads.ts preloadWidgets): what a navigation's loaders would do at the tap */
  evaluate: (widgets: readonly string[]) => Promise<void>;
  /** loads the page's API client (src/api/lazy-api.ts), which a navigation's loaders call */
  warmApi: () => Promise<void>;
}): Promise<void> {
  const { trees, config, template, applies, router, evaluate, warmApi } = options;
  // the route pattern the page matched (`/slots`, `/*` for a 404), never the address itself
  const page = () => {
    const route = router.state.matches.at(-1)?.route;
    return route?.index ? '/' : `/${route?.path ?? ''}`;
  };
  const language = Object.values(LANGUAGES).find((l) => l.tag === document.documentElement.lang);
  const needs = [NAVIGATION_CODE, API_CLIENT_CODE, validatorCode('validateSeoResponse'), ...(language ? [messagesCode(language.folder)] : [])];
  await runSteps([
    // the targeting evaluator (docs/targeting.md), for a later page's rules when the first page had none
    startTargeting,
    () => {
      if (Math.random() >= vitalsRate()) return;
      // one beacon with the vitals and the compliance elements rendered and shown (docs/compliance.md "Seen in the field");
      // a template that does not load leaves the page owing no element, its vitals reported all the same
      const regulator = template
        ? config.template(template).then(
            (resolved) => resolved?.jurisdiction?.regulator,
            () => undefined,
          )
        : undefined;
      void Promise.all([import('./start-field-beacon.ts'), regulator]).then(
        ([m, owedBy]) => m.startFieldBeacon({ regulator: owedBy, page, router }),
        () => undefined,
      );
    },
    // on any network: the code a tap is about to wait for, asked for all at once
    () => preloadSlotOnPointer(trees),
    () => {
      if (!template) return;
      // the router reports every state change of a navigation: its address is preloaded once
      let last = '';
      router.subscribe(({ navigation }) => {
        const pathname = navigation.location?.pathname;
        if (!pathname || pathname === last) return;
        last = pathname;
        void preloadNavigation(pathname, { config, template, applies, needs });
      });
    },
  ]);
  if (constrainedNetwork()) return allowClientNavigation();
  // first of all: what every client navigation runs, fetched ahead of the rest, then evaluated; until
  // it is in memory links are plain links (src/app/plain-links.ts). With it the site's template, which
  // its loaders patch the trees with: the page carried it without its patches (src/app/hydration-data.ts)
  const patches = template ? config.template(template).catch(() => undefined) : undefined;
  const navigation = prefetchCode(needs)
    .then(({ arrived }) => Promise.all([arrived, patches]))
    .then(() => evaluateNavigation(languageCode(document.documentElement.lang), warmApi))
    .then(allowClientNavigation, () => undefined);
  await yieldToMain();
  prefetchIdleData();
  // a client navigation runs the route loaders and loads the language's full messages
  const names = new Set([REPLAY_CODE, API_CODE, NAVIGATION_CODE, ...(language ? [messagesCode(language.folder)] : []), ...deferredWidgets(trees, applies)]);
  if (!template) {
    await prefetchCode([...names]);
    return navigation;
  }
  const auth = config.routes.filter((r) => AUTH_PATHS.includes(r.path)).map((r) => r.page);
  const files = await Promise.all(auth.map((name) => config.page(name, template).catch(() => undefined)));
  // the widgets a navigation renders, compiled ahead once the page is at rest (below); its own code is evaluated already
  const ahead = new Set<string>();
  for (const name of files.flatMap((file) => (file ? widgetsUsed(file.root).filter(applies) : []))) {
    names.add(name);
    ahead.add(name);
  }
  await prefetchCode([...names]);
  const prefetched = () => Promise.race([codePrefetched(), new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))]);
  // once that code is here (or a file of it hangs past a bound), the page's deferred widgets come alive
  // one by one, ahead of the first tap
  const woken = prefetched().then(() => wakeAhead());
  // then the pages the first links lead to, one tree at a time (small, kept in memory by the config
  // source): a tap on "VIP" or "Slots" then waits for neither its tree nor its code
  const here = pageOfPath(window.location.pathname, config.routes);
  const pages: { path: string; widgets: string[] }[] = [];
  for (const { page: name, path } of linkedPages(document, config.routes, [...auth, ...(here ? [here] : [])])) {
    const file = await config.page(name, template).catch(() => undefined);
    if (!file) continue;
    const widgets = widgetsUsed(file.root).filter(applies);
    for (const widget of widgets) ahead.add(widget);
    pages.push({ path, widgets });
  }
  // their code in one batch, in the order of the pages (the queue keeps it): a start per page was a task each
  await prefetchCode(pages.flatMap((p) => p.widgets));
  // last, with the page at rest: the code a navigation runs is compiled ahead (`modulepreload`, from the
  // cache), so a tap on a link evaluates it at once. Prefetched only, each file cost the tap a read from
  // the cache and its imports another, one level after the other: 0.5 s of a throttled "Sign up" before
  // the page's own request could start
  await woken;
  await prefetched();
  await preloadModules([...ahead]);
  await navigation;
  await evaluateAhead(
    { widgets: [...ahead].filter((name) => !name.startsWith('@')), pages },
    {
      evaluate,
      loadPage: (path) => loadPageAhead(router.routes, config.routes, path),
    },
  );
}

/**
 * The widgets a navigation renders, evaluated at rest (after `evaluateNavigation`), one piece per idle
 * moment: those of the login and register pages, then page by page those the first links lead to, each
 * page's data after its widgets (`loadPage`). Compiled ahead but not evaluated, that code cost the first navigation
 * 0.1–0.2 s of module evaluation between the tap and its page at a phone's CPU (docs/performance.md);
 * each piece is evaluated once per page life, as it would be at the first tap. The data spares the tap
 * on "VIP" or "Slots" its round trip to the backend.
 */
export async function evaluateAhead(
  plan: { widgets: readonly string[]; pages: readonly { path: string; widgets: readonly string[] }[] },
  { evaluate, loadPage }: { evaluate: (widgets: readonly string[]) => Promise<void>; loadPage: (path: string) => Promise<void> },
): Promise<void> {
  // each widget once, with the first page that has it; the auth pages' (and the rest) first
  const onPages = new Set(plan.pages.flatMap((page) => page.widgets));
  const seen = new Set<string>();
  const once = (names: readonly string[]) =>
    names.filter((name) => {
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  const steps: (() => Promise<unknown>)[] = [
    ...once(plan.widgets.filter((name) => !onPages.has(name))).map((name) => () => evaluate([name])),
    ...plan.pages.flatMap(({ path, widgets }) => [...once(widgets).map((name) => () => evaluate([name])), () => loadPage(path)]),
  ];
  await oneAtRest(steps);
}

/**
 * The code every client navigation runs, evaluated at rest one piece per idle moment, first of the
 * idle work: the route loaders, the API client and the check of the SEO record every page asks for,
 * the language's full messages. Then router links navigate in the page (src/app/plain-links.ts):
 * until that code is in memory the browser follows them as plain links. A piece that fails is left
 * to the navigation that needs it.
 */
export async function evaluateNavigation(language: LanguageCode | undefined, warmApi: () => Promise<void>): Promise<void> {
  await oneAtRest([
    loadLoaders,
    warmApi,
    () => import('../../api/client.ts').then((client) => client.loadValidator('validateSeoResponse')),
    ...(language ? [() => loadMessages(language)] : []),
  ]);
}

/** Runs `steps` in order, each in an idle moment of its own, going on past one that fails. */
const oneAtRest = (steps: readonly (() => Promise<unknown>)[]): Promise<void> => runSteps(steps, { pause: atRest });

/** An idle moment (a task of its own where the browser has no idle callback). */
const atRest = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1_000 }) : setTimeout(resolve)));

/**
 * Runs, at rest, the loader a client navigation to `path` runs (src/app/loaders.ts pageLoader, through
 * the router's own route): the public answers it asks for wait in the API's cache (30 s,
 * src/app/entry-client.tsx) and the lobby views in memory (a minute, src/api/shared-json.ts) for the
 * tap; a player's own data is never part of a loader's (src/render/types.ts LoadContext). Its answer is
 * dropped: the tap's loader runs again and finds the answers there. Each page costs the backend its
 * public calls once more per page view, for the LINKED_PAGES the page links to first (none under
 * Save-Data or on a 2G link).
 */
export async function loadPageAhead(routes: readonly DataRouteObject[], entries: readonly RouteEntry[], path: string): Promise<void> {
  const url = new URL(path, window.location.href);
  const entry = routeOfPath(url.pathname, entries);
  const route = entry && findRoute(routes, (r) => (entry.path === '/' ? r.index === true : r.path === entry.path.slice(1)));
  if (typeof route?.loader !== 'function') return;
  await route.loader({ request: new Request(url), url, pattern: entry?.path ?? path, params: {}, context: undefined });
}

function findRoute(routes: readonly DataRouteObject[], match: (route: DataRouteObject) => boolean): DataRouteObject | undefined {
  for (const route of routes) {
    if (match(route)) return route;
    const found = route.children && findRoute(route.children, match);
    if (found) return found;
  }
  return undefined;
}

/** The code of the language whose tag is `tag` (`zh-CN` → `CN`). */
const languageCode = (tag: string) => (Object.keys(LANGUAGES) as LanguageCode[]).find((code) => LANGUAGES[code].tag === tag);

/**
 * A client navigation asks for all of its code at once as it starts (`modulepreload`): the route
 * loaders, the API client, the SEO record's check and the language's messages (`needs`: what every
 * page loader runs, src/app/loaders.ts), then every file of the page's widgets. Left to the loaders,
 * the same files came in waves, each file's imports found only once it had arrived: a trace of a tap
 * on "Log in" on a 150 ms link showed six such round trips (loaders, client, the SEO check, LoginForm,
 * its four imports, one more) in the 1.7 s before the form showed.
 */
export async function preloadNavigation(
  pathname: string,
  options: { config: ConfigSource; template: string; applies: (widget: string) => boolean; needs: readonly string[] },
): Promise<void> {
  const { config, template, applies, needs } = options;
  const page = pageOfPath(pathname, config.routes);
  void preloadModules(needs);
  if (!page) return;
  const file = await config.page(page, template).catch(() => undefined);
  if (file) await preloadModules(widgetsUsed(file.root).filter(applies));
}

/**
 * A pointer or focus on a deferred widget's server HTML is a tap about to come: every file of its code is
 * asked for at once (`modulepreload`, from the cache the idle prefetch filled), where the import the
 * tap starts would find them one level of imports after another (three round trips to the cache on
 * /slots' grid, ~0.4 s of a throttled tap). In a task after the next frame: a finger's pointerover comes in
 * the task of its pointerdown, and work there holds back the frame that shows the press (a provider chip's,
 * issue 51); the page's preload script asks for the same files then (src/app/start-after-paint.ts), and
 * `preloadModules` skips the files it has links for.
 */
export function preloadSlotOnPointer(trees: readonly TreeLoaderData[], root: Document = document): void {
  let bySlot: Map<string, string[]> | null = null;
  const warm = (event: Event) => {
    const slot = event.target instanceof Element ? event.target.closest<HTMLElement>('.hydrate-slot[data-slot]:not([data-live])') : null;
    const path = slot?.dataset.slot;
    if (!path) return;
    afterFrame(() => {
      bySlot ??= widgetsBySlot(trees);
      const names = bySlot.get(path);
      if (names) void preloadModules(names);
    });
  };
  for (const type of ['pointerover', 'focusin'] as const) root.addEventListener(type, warm, { capture: true, passive: true });
}
