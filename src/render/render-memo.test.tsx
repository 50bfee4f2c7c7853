// @vitest-environment jsdom
import { act, useContext, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageAddressContext } from './load-context.ts';
import { createRegistry } from './registry.ts';
import { Render } from './Render.tsx';
import type { Node, RegisteredWidget, RenderContext, TreeData, WidgetComponentProps } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders = { footer: vi.fn(), frame: vi.fn(), menu: vi.fn() };

function Frame({ children }: WidgetComponentProps) {
  renders.frame();
  return <div className="frame">{children}</div>;
}
function Footer() {
  renders.footer();
  return <footer>footer</footer>;
}
/** A widget that shows where the player is, as a header's links do: it reads the address itself. */
function Menu() {
  renders.menu();
  return <nav>{useContext(PageAddressContext)}</nav>;
}

const registry = createRegistry([
  { name: 'Frame', defaults: {}, component: Frame },
  { name: 'Footer', defaults: {}, component: Footer },
  { name: 'Menu', defaults: {}, component: Menu },
  { name: 'Outlet', defaults: {}, component: () => null },
] satisfies RegisteredWidget[]);
const layout: Node = { widget: 'Frame', children: [{ widget: 'Menu' }, { widget: 'Outlet' }, { widget: 'Footer' }] };
const data: TreeData = {};
const ctx: RenderContext = {
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'xs', width: 0 }],
  breakpoint: 'xs',
  dev: false,
  unavailableText: 'unavailable',
  locale: 'en',
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

function mount(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

const page = (address: string, context: RenderContext, outlet: ReactNode) => (
  <PageAddressContext.Provider value={address}>
    <Render root={layout} prefix="layout" registry={registry} ctx={context} data={data} outlet={outlet} />
  </PageAddressContext.Provider>
);

describe('the renderer across a navigation', () => {
  it('renders again only what follows the address: the layout around it keeps its render', () => {
    // the layout keeps one outlet element (src/app/TreeView.tsx), which finds the page by itself
    const outlet = <main>page</main>;
    const container = mount(page('/', ctx, outlet));
    expect(renders.footer).toHaveBeenCalledTimes(1);
    act(() => root?.render(page('/slots', ctx, outlet)));
    expect(container.querySelector('nav')?.textContent).toBe('/slots');
    expect(renders.menu).toHaveBeenCalledTimes(2);
    expect(renders.footer).toHaveBeenCalledTimes(1);
    expect(renders.frame).toHaveBeenCalledTimes(1);
  });

  it('renders every node again when the render context changes (a sign-in, a new breakpoint)', () => {
    const outlet = <main>page</main>;
    mount(page('/', ctx, outlet));
    act(() => root?.render(page('/', { ...ctx, isAuthenticated: true }, outlet)));
    expect(renders.footer).toHaveBeenCalledTimes(2);
    expect(renders.frame).toHaveBeenCalledTimes(2);
  });
});
