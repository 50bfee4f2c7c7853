import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { SiteState } from '../config/site-state.ts';
import { DEFAULT_BREAKPOINTS } from '../config/defaults.ts';
import { StaleRevision } from '../config/source.ts';
import { patchFile, treePatches } from '../config/node-patch.ts';
import type { LayoutFile, PageFile } from '../config/types.ts';
import { collectLoads, preloadWidgets, widgetsNeeded } from '../render/collect-loads.ts';
import type { TreeData } from '../render/types.ts';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import type { Site, StartupResponse } from '../../schemas/api/startup.ts';
import { loadMessages } from '../i18n/messages.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { LOCALE_COOKIE, pageLanguage, prefixOf, resolveLocale, siteLocales, type LocaleDecision, type SiteLocales } from '../i18n/locale-routing.ts';
import { readCookie } from '../viewport/cookies.ts';
import { announcementDismissed } from '../state/announcement-cookie.ts';
import type { RootData } from '../state/root-data.tsx';
import { chooseLayout } from './layout-choice.ts';
import type { AppDeps } from './deps.ts';

export interface TreeLoaderData {
  /** of the config file, the tree alone is read (its name, version and description are the studio's) */
  tree: Pick<LayoutFile | PageFile, 'root'>;
  data: TreeData;
  widgets: string[];
}

export interface PageLoaderData extends TreeLoaderData {
  page: string;
  /** a promise in a client navigation (AppDeps.seoAfterPage): the page does not wait a round trip for its title */
  seo: SeoRecord | null | Promise<SeoRecord | null>;
}

/** What a request is, as its root, layout and page loaders all see it. */
interface RequestDecision {
  domain: string;
  state: SiteState;
  locales: SiteLocales;
  decision: LocaleDecision;
  /** the language the page renders in: the one the routing accepted, else the site's default */
  locale: LanguageCode;
  breakpoint: string;
}

async function decideNow(deps: AppDeps, request: Request): Promise<RequestDecision> {
  const domain = new URL(request.url).hostname;
  const state = await deps.resolveSite(domain);
  const locales = state.kind === 'ready' ? siteLocales(state.startup) : siteLocales({});
  const url = new URL(request.url);
  const decision = resolveLocale(
    {
      pathname: url.pathname,
      search: url.search,
      cookie: readCookie(deps.cookies(request), LOCALE_COOKIE),
      negotiated: deps.negotiatedLanguage(request, locales),
    },
    locales,
  );
  const breakpoints = state.kind === 'ready' ? state.template.breakpoints : DEFAULT_BREAKPOINTS;
  return { domain, state, locales, decision, locale: pageLanguage(decision, locales), breakpoint: deps.breakpointFor(request, breakpoints) };
}

const decided = new WeakMap<AppDeps, WeakMap<Request, Promise<RequestDecision>>>();

/**
 * The site, language (§2 language routing) and breakpoint of a request, decided once: the loaders
 * of one navigation share its Request, so they all read the same answer.
 */
function decide(deps: AppDeps, request: Request): Promise<RequestDecision> {
  const byRequest = decided.get(deps) ?? new WeakMap<Request, Promise<RequestDecision>>();
  decided.set(deps, byRequest);
  let decision = byRequest.get(request);
  if (!decision) {
    decision = decideNow(deps, request);
    byRequest.set(request, decision);
  }
  return decision;
}

const browserSite = ({ expired_date: _expiry, ...site }: Site): Site => site;

type MenuItem = NonNullable<NonNullable<StartupResponse['content']>['menu']>[number];

/** A main-menu entry as the header links it (widgets/Header): its icon, category and sub-entries are read by no player code. */
const browserMenuItem = ({ content_id, title, title_local, url }: MenuItem): MenuItem => ({
  content_id,
  title,
  url,
  ...(title_local === undefined ? {} : { title_local }),
});

/**
 * The startup fields player code reads (the root's data travels to the browser, which keeps it for
 * the page's life): not the game menu (no widget shows it, docs/i18n.md), the affiliate domain,
 * the site's expiry date, the provider counts (a game grid gets its category's with its data, 0.5 kB gz of casino1's page,
 * widgets/GameGrid/load.ts), the languages' names, icons and file lists (the switcher names each language
 * itself, src/i18n/language-names.ts; the message files are the build's, the icons /lang/<folder>.svg), the main menu's icons, categories and sub-entries (0.5 kB gz of
 * casino1's page, docs/performance.md), nor anything else a backend adds.
 */
export function browserStartup(startup: StartupResponse): StartupResponse {
  const { statusCode, statusMessage, statusDetail, maintenance, site, content, language, i18n, live_chat, ai_assistant } = startup;
  return {
    statusCode,
    statusMessage,
    statusDetail,
    maintenance,
    site: site && browserSite(site),
    content: content && { menu: content.menu?.map(browserMenuItem) },
    language: language?.map(({ code }) => ({ code })),
    i18n,
    live_chat,
    ai_assistant,
  };
}

/**
 * The root's state as the browser gets it: the startup fields player code reads, the site's own
 * colour scheme only (its theme colour is fixed for the page's life), and none of the template's
 * page trees (each page's tree travels with that page's loader data).
 */
function forTheBrowser(state: SiteState): SiteState {
  if (state.kind === 'maintenance') return { ...state, startup: browserStartup(state.startup) };
  if (state.kind !== 'ready') return state;
  const schemes = { [state.startup.site.theme_color]: state.scheme };
  return {
    ...state,
    startup: { ...browserStartup(state.startup), site: browserSite(state.startup.site) },
    template: { ...state.template, schemes, pages: {} },
  };
}

/** A client navigation after a publish the server no longer keeps: load the page as a document. */
async function current<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof StaleRevision) {
      const url = new URL(request.url);
      throw redirectDocument(url.pathname + url.search);
    }
    throw error;
  }
}

export function rootLoader(deps: AppDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
    const { domain, state, locales, decision, locale, breakpoint } = await current(request, () => decide(deps, request));
    if (decision.kind === 'redirect') throw redirect(decision.to, decision.status);
    return {
      domain,
      origin: new URL(request.url).origin,
      state: forTheBrowser(state),
      locale,
      localePrefix: decision.kind === 'ok' && decision.prefixed ? prefixOf(locale) : '',
      locales,
      messages: await loadMessages(locale),
      breakpoint,
      css: deps.assets().css,
      config: { revision: deps.config.revision, routes: deps.config.routes },
      announcementDismissed: announcementDismissed(deps.cookies(request)),
      audience: state.kind === 'ready' ? deps.audience?.(request, state.template) : undefined,
    };
  };
}

/**
 * A tree's loader results and widget code; also the language's full messages: a first load's page
 * carries only the messages its server render formatted, and a client navigation renders widgets
 * that format others (on the server they are already loaded).
 */
async function loadTree(deps: AppDeps, request: RequestDecision, kind: 'layout' | 'page', name: string, file: LayoutFile | PageFile | undefined) {
  if (!file) throw new Error(`No ${kind} "${name}" in site-configs`);
  const { state, domain, breakpoint, locale } = request;
  if (state.kind !== 'ready') return null;
  const { template, startup } = state;
  const widgets = widgetsNeeded(file.root, deps.registry, template.jurisdiction);
  const [data] = await Promise.all([
    collectLoads(file.root, kind, deps.registry, template.breakpoints, breakpoint, {
      api: deps.api,
      domain,
      externalId: startup.site.external_id,
      providerCount: startup.provider_count,
    }),
    preloadWidgets(widgets, deps.registry),
    loadMessages(locale),
  ]);
  return { tree: file, data, widgets } satisfies TreeLoaderData;
}

/** The layout's loader also rejects language prefixes the site does not have (404, §2/§8). */
export function layoutLoader(deps: AppDeps) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<TreeLoaderData | null> => {
    const decided = await current(request, () => decide(deps, request));
    const { state, decision } = decided;
    if (state.kind !== 'ready') return null;
    if (decision.kind !== 'ok' || (params.lang !== undefined && !decision.prefixed)) {
      throw data({ path: new URL(request.url).pathname }, { status: 404 });
    }
    const name = chooseLayout(decision.path, deps.config.routes, state.template.layout);
    const file = await current(request, () => deps.config.layout(name));
    return loadTree(deps, decided, 'layout', name, file && patchFile(file, ...treePatches(state.template.patches, 'layouts', name)));
  };
}

export function pageLoader(deps: AppDeps, page: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageLoaderData | null> => {
    const decided = await current(request, () => decide(deps, request));
    const { state, domain } = decided;
    if (state.kind !== 'ready') return null;
    const file = await current(request, () => deps.config.page(page, state.template.key));
    const site = { domain_name: domain, external_id: state.startup.site.external_id };
    const patched = file && patchFile(file, ...treePatches(state.template.patches, 'pages', page));
    const seo = deps.api.settings.seo(site, page).then((answer) => (answer.statusCode === 1 && answer.value ? answer.value : null));
    if (deps.seoAfterPage) {
      const tree = await loadTree(deps, decided, 'page', page, patched);
      return tree && { ...tree, page, seo: seo.catch(() => null) };
    }
    const [tree, record] = await Promise.all([loadTree(deps, decided, 'page', page, patched), seo]);
    return tree && { ...tree, page, seo: record };
  };
}

/** Unmatched paths: a 404 with the path (§2, §8), rendered inside the site's layout. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}
