import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { SiteState } from '../config/site-state.ts';
import { DEFAULT_BREAKPOINTS } from '../config/defaults.ts';
import { StaleRevision } from '../config/source.ts';
import type { RouteEntry } from '../../schemas/routes.ts';
import { patchFile, treePatches } from '../config/node-patch.ts';
import type { LayoutFile, PageFile } from '../config/types.ts';
import { collectLoads, preloadWidgets, widgetsUsed } from '../render/collect-loads.ts';
import type { TreeData } from '../render/types.ts';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import type { Site, StartupResponse } from '../../schemas/api/startup.ts';
import { loadMessages, type Messages } from '../i18n/messages.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { LOCALE_COOKIE, pageLanguage, prefixOf, resolveLocale, siteLocales, type LocaleDecision, type SiteLocales } from '../i18n/locale-routing.ts';
import { readCookie } from '../viewport/cookies.ts';
import { announcementDismissed } from '../state/announcement-cookie.ts';
import { chooseLayout } from './layout-choice.ts';
import type { AppDeps } from './deps.ts';

export interface RootData {
  domain: string;
  origin: string;
  state: SiteState;
  locale: LanguageCode;
  /** '' or '/cn': what every in-site link starts with */
  localePrefix: string;
  locales: SiteLocales;
  messages: Messages;
  /** in a first load's hydration data: `messages` holds only those the server render formatted (src/app/hydration-data.ts) */
  partialMessages?: boolean;
  breakpoint: string;
  css: string[];
  /** the config set the page was rendered from: the client builds its router from these routes */
  config: { revision: string; routes: readonly RouteEntry[] };
  /** the visitor chose "don't show again" for the announcements (a cookie): the server leaves the modal closed */
  announcementDismissed: boolean;
}

export interface TreeLoaderData {
  tree: LayoutFile | PageFile;
  data: TreeData;
  widgets: string[];
}

export interface PageLoaderData extends TreeLoaderData {
  page: string;
  seo: SeoRecord | null;
}

const domainOf = (request: Request) => new URL(request.url).hostname;

/** The language of a request (§2 language routing); the same answer for every loader of it. */
function decideLocale(deps: AppDeps, request: Request, state: SiteState): { locales: SiteLocales; decision: LocaleDecision } {
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
  return { locales, decision };
}

const browserSite = ({ expired_date: _expiry, ...site }: Site): Site => site;

/**
 * The startup fields player code reads (the root's data travels to the browser, which keeps it for
 * the page's life): not the game menu (no widget shows it, docs/i18n.md), the affiliate domain,
 * the site's expiry date, the languages' icons and file lists (the message files are the build's,
 * the icons /lang/<folder>.svg), nor anything else a backend adds.
 */
export function browserStartup(startup: StartupResponse): StartupResponse {
  const { statusCode, statusMessage, statusDetail, maintenance, site, content, language, i18n, provider_count, live_chat, ai_assistant } = startup;
  return {
    statusCode,
    statusMessage,
    statusDetail,
    maintenance,
    site: site && browserSite(site),
    content: content && { menu: content.menu },
    language: language?.map(({ code, name }) => ({ code, name })),
    i18n,
    provider_count,
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
    const domain = domainOf(request);
    const state = await current(request, () => deps.resolveSite(domain));
    const breakpoints = state.kind === 'ready' ? state.template.breakpoints : DEFAULT_BREAKPOINTS;
    const { locales, decision } = decideLocale(deps, request, state);
    if (decision.kind === 'redirect') throw redirect(decision.to, decision.status);
    const locale = pageLanguage(decision, locales);
    return {
      domain,
      origin: new URL(request.url).origin,
      state: forTheBrowser(state),
      locale,
      localePrefix: decision.kind === 'ok' && decision.prefixed ? prefixOf(locale) : '',
      locales,
      messages: await loadMessages(locale),
      breakpoint: deps.breakpointFor(request, breakpoints),
      css: deps.assets().css,
      config: { revision: deps.config.revision, routes: deps.config.routes },
      announcementDismissed: announcementDismissed(deps.cookies(request)),
    };
  };
}

/** The language a tree loader's request renders in: the one its layout loader accepted, else the site's default. */
function localeOf(deps: AppDeps, request: Request, state: SiteState): LanguageCode {
  const { locales, decision } = decideLocale(deps, request, state);
  return pageLanguage(decision, locales);
}

/**
 * A tree's loader results and widget code; also the language's full messages: a first load's page
 * carries only the messages its server render formatted, and a client navigation renders widgets
 * that format others (on the server they are already loaded).
 */
async function loadTree(deps: AppDeps, request: Request, kind: 'layout' | 'page', name: string, file: LayoutFile | PageFile | undefined, state: SiteState) {
  if (!file) throw new Error(`No ${kind} "${name}" in site-configs`);
  if (state.kind !== 'ready') return null;
  const { template, startup } = state;
  const breakpoint = deps.breakpointFor(request, template.breakpoints);
  const widgets = widgetsUsed(file.root);
  const [data] = await Promise.all([
    collectLoads(file.root, kind, deps.registry, template.breakpoints, breakpoint, {
      api: deps.api,
      domain: domainOf(request),
      externalId: startup.site.external_id,
    }),
    preloadWidgets(widgets, deps.registry),
    loadMessages(localeOf(deps, request, state)),
  ]);
  return { tree: file, data, widgets } satisfies TreeLoaderData;
}

/** The layout's loader also rejects language prefixes the site does not have (404, §2/§8). */
export function layoutLoader(deps: AppDeps) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<TreeLoaderData | null> => {
    const state = await current(request, () => deps.resolveSite(domainOf(request)));
    if (state.kind !== 'ready') return null;
    const { decision } = decideLocale(deps, request, state);
    if (decision.kind !== 'ok' || (params.lang !== undefined && !decision.prefixed)) {
      throw data({ path: new URL(request.url).pathname }, { status: 404 });
    }
    const name = chooseLayout(decision.path, deps.config.routes, state.template.layout);
    const file = await current(request, () => deps.config.layout(name));
    return loadTree(deps, request, 'layout', name, file && patchFile(file, ...treePatches(state.template.patches, 'layouts', name)), state);
  };
}

export function pageLoader(deps: AppDeps, page: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageLoaderData | null> => {
    const state = await current(request, () => deps.resolveSite(domainOf(request)));
    if (state.kind !== 'ready') return null;
    const file = await current(request, () => deps.config.page(page, state.template.key));
    const site = { domain_name: domainOf(request), external_id: state.startup.site.external_id };
    const patched = file && patchFile(file, ...treePatches(state.template.patches, 'pages', page));
    const [tree, seo] = await Promise.all([loadTree(deps, request, 'page', page, patched, state), deps.api.settings.seo(site, page)]);
    if (!tree) return null;
    return { ...tree, page, seo: seo.statusCode === 1 && seo.value ? seo.value : null };
  };
}

/** Unmatched paths: a 404 with the path (§2, §8), rendered inside the site's layout. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}
