import { Outlet, useLoaderData } from 'react-router';
import { Render } from '../render/Render.tsx';
import type { Registry } from '../render/registry.ts';
import type { PageLoaderData, TreeLoaderData } from './loaders.ts';
import { PageHead } from './PageHead.tsx';
import { useRenderContext } from './render-context.ts';
import { Guard } from '../session/Guard.tsx';

/** The site's layout tree; its Outlet node is where the matched page renders. */
export function LayoutView({ registry, dev }: { registry: Registry; dev: boolean }) {
  const loaded = useLoaderData() as TreeLoaderData | null;
  const ctx = useRenderContext(dev);
  if (!loaded) return null;
  return <Render root={loaded.tree.root} prefix="layout" registry={registry} ctx={ctx} data={loaded.data} outlet={<Outlet />} />;
}

export function PageView({ registry, dev, rule }: { registry: Registry; dev: boolean; rule: 'auth' | 'guest' | 'none' }) {
  const loaded = useLoaderData() as PageLoaderData | null;
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
