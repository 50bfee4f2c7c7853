import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import { Render } from './Render.tsx';
import { createRegistry } from './registry.ts';
import { collectLoads, widgetsUsed } from './collect-loads.ts';
import type { Node, RenderContext } from './types.ts';

const registry = createRegistry([
  { name: 'Box', defaults: {}, component: ({ children }: { children?: ReactNode }) => <div className="box">{children}</div>, load: () => Promise.resolve(1) },
]);
const ctx = (dev: boolean): RenderContext => ({
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'mobile', width: 0 }],
  breakpoint: 'mobile',
  dev,
  unavailableText: 'unavailable',
});

function chain(depth: number): Node {
  let node: Node = { widget: 'Box' };
  for (let i = 1; i < depth; i++) node = { widget: 'Box', children: [node] };
  return node;
}

const boxes = (html: string) => html.split('class="box"').length - 1;

describe('tree depth limit in the renderer', () => {
  it('renders a tree of MAX_TREE_DEPTH in full', () => {
    const html = renderToString(<Render root={chain(MAX_TREE_DEPTH)} prefix="page" registry={registry} ctx={ctx(false)} data={{}} />);
    expect(boxes(html)).toBe(MAX_TREE_DEPTH);
    expect(html).not.toContain('data-widget-fallback');
  });

  it('stops a 10,000-deep tree at the limit with one fallback and no stack overflow', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = renderToString(<Render root={chain(10_000)} prefix="page" registry={registry} ctx={ctx(false)} data={{}} />);
      expect(boxes(html)).toBe(MAX_TREE_DEPTH);
      expect(html.split('data-widget-fallback').length - 1).toBe(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('nested deeper than'));
    } finally {
      error.mockRestore();
    }
  });

  it('walks loaders and widget names only down to the limit', async () => {
    const deep = chain(10_000);
    expect(widgetsUsed(deep)).toEqual(['Box']);
    const data = await collectLoads(deep, 'page', registry, [{ name: 'mobile', width: 0 }], 'mobile', { api: {} as never, domain: 'x', externalId: 'x' });
    expect(Object.keys(data)).toHaveLength(MAX_TREE_DEPTH);
  });
});
