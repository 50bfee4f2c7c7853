import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { widgets } from '../../widgets/index.ts';
import { createApi, ttlCache } from '../api/client.ts';
import type { Transport } from '../api/http.ts';
import { createRegistry } from '../render/registry.ts';
import { StudioMarks } from '../render/studio-marks.ts';
import { markNode } from '../render/studio-marker.tsx';
import { pageCookieNames, pageQueryKeys } from '../render/page-query.ts';
import { guessBreakpoint, viewportHints } from '../viewport/guess.ts';
import { createRoutes, notFoundView } from './routes.tsx';
import { maintenanceView, siteProblemView } from './Document.tsx';
import { createSiteResolver } from './site-resolver.ts';
import { inMemorySource, type ConfigSet, type ConfigSource } from '../config/config-set.ts';
import { siteRoutes } from '../config/route-table.ts';
import { negotiateLanguage } from '../i18n/accept-language.ts';
import { fullyLoaded } from './fully-loaded.ts';
import { hydrationLoaderData } from './hydration-data.ts';
import type { RenderedPage } from './rendered-page.ts';
import { renderedSite } from './rendered-site.ts';
import { EMPTY_HYDRATION, fillHydrationScript } from './hydration-script.ts';

export type { PageInputs, RenderedPage, RenderedSite } from './rendered-page.ts';
import { ServerNonce } from './server-nonce.ts';
import { hydrationFiles, slotCode, slotFiles, wakeableSlots, withHydrationPreload, type HydrationModules } from './start-after-paint.ts';
import { widgetsBySlot } from './slot-widgets.ts';
import { bootstrapScript } from './bootstrap-script.ts';
import { withOperatorScripts } from './operator-scripts.ts';
import { withSealScript } from './seal-script-tag.ts';
import { speculableHrefs, speculationRules, speculationRulesTag, withSpeculationRules } from './speculation-rules.ts';
import { admittedSealScript } from '../config/seal-script.ts';
import { rootDataIn } from './root-route.ts';
import { matchesTargeting } from '../render/targeting.ts';
import { provideTargeting } from '../render/targeting-slot.ts';
import { targetingReads } from '../render/targeting-reads.ts';
import { pageAudience, decideAudience, type AudienceOverride } from './audience.ts';
import type { TreeLoaderData } from './loaders.ts';
import { NotCarriedSlot } from '../render/not-carried-slot.ts';
import { notCarriedSlot } from '../i18n/not-carried.tsx';
import { FirstMessagesText, firstMessagesJson } from '../i18n/FirstMessages.tsx';

provideTargeting(matchesTargeting);

export interface ServerRenderOptions {
  transport: Transport;
  dev: boolean;
  /** hashed stylesheet hrefs of the client build */
  css: string[];
  /** the client entry module */
  bootstrapModules: string[];
  /** a build's scripts by what needs them: a page asks for those it hydrates with at its first frame (absent in dev) */
  hydrationModules?: HydrationModules;
  startupTtlMs?: number;
  /** VITALS_SAMPLE_RATE: the share of page views whose browser reports its vitals (0 or absent: none) */
  vitalsSampleRate?: number;
  /** MARKET_HEADER: the request header a trusted proxy or CDN puts the visitor's country in (absent: no market) */
  marketHeader?: string;
  /** the demo's stand-in seal origin while DEMO_SEAL_PORT serves it (src/config/seal-script.ts); absent: none */
  demoSealOrigin?: string;
}

export interface ServerRenderer {
  /** the query parameters a page reads (what the widgets declare); every other one cannot change the HTML */
  queryKeys: readonly string[];
  /** the cookies a page's HTML depends on (what the widgets declare) */
  cookieNames: readonly string[];
  /**
   * Renders `request` against one config set. `nonce` goes wherever the page needs its CSP nonce: the
   * caller may pass a placeholder and fill each response's own nonce in later.
   */
  render(request: Request, set: ConfigSet, nonce: string, options?: RenderOptions): Promise<RenderedPage>;
}

export interface RenderOptions {
  /** a studio preview: every rendered node names its key (src/render/studio-marks.ts) */
  marks?: boolean;
  /** a signed studio preview's market, time and variants, in place of the request's (docs/targeting.md) */
  audience?: AudienceOverride;
}

/** The server composition root: hands the widget registry and a server transport to the app. Writes no response. */
export function createServerRenderer(options: ServerRenderOptions): ServerRenderer {
  // The server gives up sooner than a browser (a page must not hang on one slow call) and keeps
  // public answers for 5 s, so a burst of page views costs the backend once.
  const api = createApi(options.transport, { timeoutMs: 5_000, publicCache: ttlCache(5_000) });
  const registry = createRegistry(widgets);
  const sites = createSiteResolver(api, options.startupTtlMs ?? 10_000);
  /** a preview's override, by the request the router hands its loaders */
  const overrides = new WeakMap<Request, AudienceOverride>();
  let served: { revision: string; config: ConfigSource; handlers: Map<string, ReturnType<typeof createStaticHandler>> } | undefined;

  /**
   * The router of a site under a config set: routes.json is part of the set and a template may add
   * and hide routes (src/config/route-table.ts), so each revision has one per route table in use.
   * The site is resolved first (startup is kept per domain, so the loaders do not ask again); a
   * site that is not ready gets the shared table.
   */
  async function handlerFor(set: ConfigSet, request: Request) {
    if (served?.revision !== set.revision) served = { revision: set.revision, config: inMemorySource(set), handlers: new Map() };
    const { config, handlers } = served;
    // a site that fails to resolve is the loaders' to report (they resolve it again): here it routes by the shared table
    const state = await sites.resolve(new URL(request.url).hostname, config).catch(() => undefined);
    const own = state?.kind === 'ready' ? state.template.routes : undefined;
    const table = siteRoutes(config.routes, own);
    // templates that neither add nor hide share the one router of the shared table
    const key = table === config.routes || state?.kind !== 'ready' ? '' : state.template.key;
    let handler = handlers.get(key);
    if (!handler) {
      const source: ConfigSource = { ...config, routes: table };
      handler = createStaticHandler(
        createRoutes({
          api,
          registry,
          config: source,
          resolveSite: (domain) => sites.resolve(domain, config),
          breakpointFor: (request, breakpoints) =>
            guessBreakpoint(request.headers.get('cookie'), request.headers.get('user-agent'), breakpoints, viewportHints(request.headers)),
          cookies: (request) => request.headers.get('cookie'),
          negotiatedLanguage: (request, site) => negotiateLanguage(request.headers.get('accept-language'), site),
          assets: () => ({ css: options.css }),
          dev: options.dev,
          audience: (request, template) =>
            decideAudience(request, template.targeting, { marketHeader: options.marketHeader, override: overrides.get(request) }),
        }),
      );
      handlers.set(key, handler);
    }
    return handler;
  }

  // the views only some pages show render in place once loaded, so their text is in the page's first messages
  const views = Promise.all([notFoundView.preload(), siteProblemView.preload(), maintenanceView.preload()]);

  async function render(request: Request, set: ConfigSet, nonce: string, how: RenderOptions = {}): Promise<RenderedPage> {
    await views;
    const handler = await handlerFor(set, request);
    if (how.audience) overrides.set(request, how.audience);
    const context = await handler.query(request);
    if (context instanceof Response) return { kind: 'response', status: context.status, headers: [...context.headers] };
    const router = createStaticRouter(handler.dataRoutes, context);
    // asked while the page renders; a failed call (§8) leaves the page without them
    const root = rootDataIn(context.loaderData);
    // what the page's rules read of the audience: the cache keys the page by it, and the browser loads the evaluator if any
    const trees = Object.values(context.loaderData).filter((d): d is TreeLoaderData => !!d && typeof d === 'object' && 'tree' in d);
    const reads =
      root?.audience &&
      targetingReads(
        trees.map((t) => t.tree.root),
        root.audience.timeZone,
        root.audience.at,
      );
    // the page's render reads only what `reads` names, so the page may carry only that (src/app/audience.ts)
    const audience = root?.audience;
    if (root && audience && reads) {
      const carried = pageAudience(audience, reads);
      if (carried) root.audience = carried;
      else delete root.audience;
    }
    const analytics =
      root?.state.kind === 'ready'
        ? api.settings.getAnalytics(root.domain).then((res) => (res.statusCode === 1 ? (res.value ?? []) : []))
        : Promise.resolve([]);
    // React's output as it comes (strings and encoded views), joined once at the end
    const chunks: (string | Uint8Array)[] = [];
    const body = new Writable({
      decodeStrings: false,
      write(chunk: string | Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    return new Promise((resolve) => {
      let renderFailed = false;
      // the router renders everything it loaded; the hydration script carries what hydration needs
      const hydration = { ...context, loaderData: hydrationLoaderData(context.loaderData, registry) };
      // the router writes an empty script, filled after rendering (hydration-script.ts keeps the text of shared objects)
      const routed = <StaticRouterProvider router={router} context={{ ...hydration, ...EMPTY_HYDRATION }} nonce={nonce} />;
      const marked = how.marks ? <StudioMarks.Provider value={markNode}>{routed}</StudioMarks.Provider> : routed;
      // the page carries no message only a `never` or `visible` slot formats (src/render/not-carried-slot.ts)
      const page = (
        <FirstMessagesText.Provider value={firstMessagesJson}>
          <NotCarriedSlot.Provider value={notCarriedSlot}>{marked}</NotCarriedSlot.Provider>
        </FirstMessagesText.Provider>
      );
      const stream = renderToPipeableStream(<ServerNonce value={nonce}>{page}</ServerNonce>, {
        nonce,
        // dev: Vite's client must load as it does; a build starts its scripts once the page has painted
        ...(options.dev
          ? { bootstrapModules: options.bootstrapModules }
          : {
              bootstrapScriptContent: bootstrapScript(options.vitalsSampleRate ?? 0, options.bootstrapModules),
            }),
        // Every loader has finished before rendering starts: outlining big boundaries into
        // late segments would only add inline swap scripts, so the page renders in order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          body.on(
            'finish',
            () =>
              void analytics.then((scripts) => {
                const filled = fillHydrationScript(joinChunks(chunks), hydration);
                const html = withOperatorScripts(withCodeAhead(filled, hydration.loaderData, options.hydrationModules, nonce), scripts, nonce);
                // the regulator's live seal, on a page whose footer shows its slot; the CSP then admits its origin
                const jurisdiction = root?.state.kind === 'ready' ? root.state.template.jurisdiction : undefined;
                const seal = admittedSealScript(jurisdiction, options.demoSealOrigin);
                // a prerendered page runs the regulator's seal script, a third party's the page cannot hold back: a site showing one only prefetches
                const rules =
                  !options.dev && !how.marks && root?.state.kind === 'ready'
                    ? speculationRules(speculableHrefs(root.config.routes, root.locales), { prerender: !seal })
                    : undefined;
                const sealed = withSealScript(rules ? withSpeculationRules(html, speculationRulesTag(rules, nonce)) : html, seal, nonce);
                const site = renderedSite(root, reads, audience);
                resolve({
                  kind: 'page',
                  html: sealed.html,
                  routerStatus: context.statusCode,
                  renderFailed,
                  fullyLoaded: fullyLoaded(context.loaderData),
                  ...(site ? { site: seal && sealed.loaded ? { ...site, seal } : site } : {}),
                });
              }),
          );
          stream.pipe(body);
        },
        onShellError(error) {
          console.error('SSR shell failed', error);
          resolve({ kind: 'error' });
        },
        onError(error) {
          renderFailed = true;
          console.error('SSR error', error);
        },
      });
    });
  }

  return { queryKeys: [...pageQueryKeys(widgets)], cookieNames: [...pageCookieNames(widgets)], render };
}

/**
 * The page with the script that asks for its code ahead (src/app/start-after-paint.ts): at the first
 * frame what it hydrates with (the widgets the client loads before it hydrates, src/app/entry-client.tsx
 * `rendered`), and at a touch on a deferred slot what that slot coming alive runs.
 */
function withCodeAhead(html: string, loaderData: Record<string, unknown>, modules: HydrationModules | undefined, nonce: string): string {
  if (!modules) return html;
  const trees = Object.values(loaderData).filter((d): d is TreeLoaderData => !!d && typeof d === 'object' && 'widgets' in d);
  const bySlot = widgetsBySlot(trees);
  const slots = new Map(wakeableSlots(html).map((slot) => [slot, slotFiles(modules, bySlot.get(slot) ?? [])]));
  return withHydrationPreload(
    html,
    hydrationFiles(
      modules,
      trees.flatMap((t) => t.widgets),
    ),
    nonce,
    slotCode(slots),
  );
}

/** React's chunks as one string: consecutive encoded views are decoded together, so no character is cut. */
function joinChunks(chunks: readonly (string | Uint8Array)[]): string {
  let html = '';
  let run: Uint8Array[] = [];
  for (const chunk of chunks) {
    if (typeof chunk !== 'string') {
      run.push(chunk);
      continue;
    }
    if (run.length > 0) html += Buffer.concat(run).toString('utf8');
    run = [];
    html += chunk;
  }
  return run.length > 0 ? html + Buffer.concat(run).toString('utf8') : html;
}
