import { describe, expect, it } from 'vitest';
import { deferredWidgets } from './after-idle.ts';
import type { TreeLoaderData } from '../loaders.ts';

const tree = (root: TreeLoaderData['tree']['root'], widgets: string[]): TreeLoaderData => ({ tree: { version: 1, name: 'x', root }, data: {}, widgets });

describe('deferredWidgets', () => {
  it('names the widgets of the trees whose code did not load with the page', () => {
    const layout = tree({ widget: 'Stack', children: [{ widget: 'Header' }, { widget: 'Footer' }] }, ['Stack']);
    const page = tree({ widget: 'Stack', children: [{ widget: 'GameGrid' }, { widget: 'Hero' }] }, ['Stack', 'Hero']);
    expect(deferredWidgets([layout, page])).toEqual(['Footer', 'GameGrid', 'Header']);
  });
});
