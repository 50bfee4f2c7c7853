import { data, type LoaderFunctionArgs } from 'react-router';
import type { SiteState } from '../config/site-state.ts';
import { DEFAULT_BREAKPOINTS } from '../config/defaults.ts';
import { loadLayout, loadPage, routesFile } from '../config/source.ts';
import type { LayoutFile, PageFile } from '../config/types.ts';
import { collectLoads, preloadWidgets, widgetsUsed } from '../render/collect-loads.ts';
import type { TreeData } from '../render/types.ts';
import { loadMessages, type Messages } from '../i18n/messages.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { chooseLayout } from './layout-choice.ts';
import type { AppDeps } from './deps.ts';

export interface RootData {
  domain: string;
  state: SiteState;
  locale: string;
  messages: Messages;
  breakpoint: string;
  css: string[];
}

export interface TreeLoaderData {
  tree: LayoutFile | PageFile;
  data: TreeData;
  widgets: string[];
}

const domainOf = (request: Request) => new URL(request.url).hostname;

export function rootLoader(deps: AppDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
    const domain = domainOf(request);
    const state = await deps.resolveSite(domain);
    const breakpoints = state.kind === 'ready' ? state.template.breakpoints : DEFAULT_BREAKPOINTS;
    const locale = DEFAULT_LANGUAGE;
    return {
      domain,
      state,
      locale,
      messages: await loadMessages(locale),
      breakpoint: deps.breakpointFor(request, breakpoints),
      css: deps.assets().css,
    };
  };
}

async function loadTree(deps: AppDeps, request: Request, kind: 'layout' | 'page', name: string, file: LayoutFile | PageFile | undefined) {
  if (!file) throw new Error(`No ${kind} "${name}" in site-configs`);
  const state = await deps.resolveSite(domainOf(request));
  if (state.kind !== 'ready') return null;
  const { template, startup } = state;
  const breakpoint = deps.breakpointFor(request, template.breakpoints);
  const widgets = widgetsUsed(file.root);
  const [data] = await Promise.all([
    collectLoads(file.root, kind, deps.registry, template.breakpoints, breakpoint, {
    api: deps.api,
    domain: domainOf(request),
    externalId: startup.site.external_id,
    locale: DEFAULT_LANGUAGE,
    }),
    preloadWidgets(widgets, deps.registry),
  ]);
  return { tree: file, data, widgets } satisfies TreeLoaderData;
}

export function layoutLoader(deps: AppDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<TreeLoaderData | null> => {
    const state = await deps.resolveSite(domainOf(request));
    if (state.kind !== 'ready') return null;
    const name = chooseLayout(new URL(request.url).pathname, routesFile.routes, state.template.layout);
    return loadTree(deps, request, 'layout', name, await loadLayout(name));
  };
}

export function pageLoader(deps: AppDeps, page: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<TreeLoaderData | null> => {
    const state = await deps.resolveSite(domainOf(request));
    if (state.kind !== 'ready') return null;
    const override = state.template.pages[page];
    const file: PageFile | undefined = override ? { version: 1, root: override.root } : await loadPage(page);
    return loadTree(deps, request, 'page', page, file);
  };
}

/** Unmatched paths: a 404 with the path (§2, §8), rendered inside the site's layout. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}
