import { useMemo, type ReactNode } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Render } from '../render/Render.tsx';
import type { Registry } from '../render/registry.ts';
import { PageAddressContext, SlotNavigationContext, WidgetLoadContext } from '../render/load-context.ts';
import { useApi } from '../api/context.tsx';
import { useSite } from '../state/site-context.tsx';
import type { PageLoaderData, TreeLoaderData } from './loaders.ts';
import { useRootData } from '../state/root-data.tsx';
import { PageHead } from './PageHead.tsx';
import { useRenderContext } from './render-context.ts';
import { Guard } from '../session/Guard.tsx';
import { FlagSourceContext, type FlagSource } from '../render/layout-flags.ts';
import { layoutFlagDefault, readLayoutFlag, useLayout } from '../state/layout.ts';
import type { RouteGuard } from '../../schemas/routes.ts';

/** The §3 layout flags for the slots that follow them (src/render/layout-flags.ts). */
const layoutFlags: FlagSource = { subscribe: (onChange) => useLayout.subscribe(onChange), read: readLayoutFlag, initial: layoutFlagDefault };

/**
 * What a deferred widget comes alive with: the loaders' own context for data left out of the
 * hydration data, and the layout flags it follows; and the router, for a route link in its server HTML.
 */
function WidgetLoads({ children }: { children: ReactNode }) {
  const api = useApi();
  const site = useSite();
  const { domain } = useRootData();
  const ctx = useMemo(() => ({ api, domain, externalId: site.startup.site.external_id }), [api, domain, site]);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <WidgetLoadContext.Provider value={ctx}>
      <SlotNavigationContext.Provider value={navigate}>
        <PageAddressContext.Provider value={pathname + search}>
          <FlagSourceContext.Provider value={layoutFlags}>{children}</FlagSourceContext.Provider>
        </PageAddressContext.Provider>
      </SlotNavigationContext.Provider>
    </WidgetLoadContext.Provider>
  );
}

/** The site's layout tree; its Outlet node is where the matched page renders. */
export function LayoutView({ registry, dev }: { registry: Registry; dev: boolean }) {
  const loaded = useLoaderData<TreeLoaderData | null>();
  const ctx = useRenderContext(dev);
  // one element for the layout's life: the Outlet finds the page in the router's context, and a new
  // element here would re-render every node of the layout on each navigation
  const outlet = useMemo(() => <Outlet />, []);
  if (!loaded) return null;
  return (
    <WidgetLoads>
      <Render root={loaded.tree.root} prefix="layout" registry={registry} ctx={ctx} data={loaded.data} outlet={outlet} />
    </WidgetLoads>
  );
}

export function PageView({ registry, dev, rule }: { registry: Registry; dev: boolean; rule: RouteGuard }) {
  const loaded = useLoaderData<PageLoaderData | null>();
  const ctx = useRenderContext(dev);
  if (!loaded) return null;
  return (
    <>
      <PageHead seo={loaded.seo} />
      <Guard rule={rule}>
        <Render root={loaded.tree.root} prefix="page" registry={registry} ctx={ctx} data={loaded.data} />
      </Guard>
    </>
  );
}
