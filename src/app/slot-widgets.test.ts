import { describe, expect, it } from 'vitest';
import { widgetsBySlot } from './slot-widgets.ts';
import type { TreeLoaderData } from './loaders.ts';

const tree = (root: TreeLoaderData['tree']['root'], widgets: string[]): TreeLoaderData => ({ tree: { root }, data: {}, widgets });

describe('widgetsBySlot', () => {
  it("names the widgets under each path as the renderer's slots are named, layout and page apart", () => {
    const layout = tree({ widget: 'Stack', children: [{ widget: 'Header' }, { widget: 'Footer' }] }, ['Stack']);
    const page = {
      ...tree({ widget: 'Stack', children: [{ widget: 'Stack', children: [{ widget: 'GameGrid' }] }, { widget: 'Hero' }] }, ['Stack']),
      page: 'slots',
      seo: null,
    };
    const bySlot = widgetsBySlot([layout, page]);
    expect(bySlot.get('layout/0')).toEqual(['Header']);
    expect(bySlot.get('page/0')).toEqual(['GameGrid', 'Stack']);
    expect(bySlot.get('page/0/0')).toEqual(['GameGrid']);
    expect(bySlot.get('page')).toEqual(['GameGrid', 'Hero', 'Stack']);
  });
});
