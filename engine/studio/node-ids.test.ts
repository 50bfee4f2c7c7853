import { describe, expect, it } from 'vitest';
import { freeId, idsIn, kebab, withFreshIds } from './node-ids.ts';

describe('node ids', () => {
  it('reads an id from a widget name and finds a free one', () => {
    expect(kebab('GameGrid')).toBe('game-grid');
    expect(kebab('AppDownloadBar')).toBe('app-download-bar');
    expect(freeId('game-grid', new Set())).toBe('game-grid');
    expect(freeId('game-grid', new Set(['game-grid', 'game-grid-2']))).toBe('game-grid-3');
    expect(freeId('hot-games-2', new Set(['hot-games-2']))).toBe('hot-games-3');
  });

  it("collects the ids of trees and of the nodes a template's ops insert, never a prop value", () => {
    const tree = { widget: 'Stack', id: 'a', props: { id: 'not-a-node' }, children: [{ widget: 'Hero', id: 'b' }] };
    const patches = { structure: { pages: { home: [{ insert: { widget: 'Marquee', id: 'c' }, after: 'a' }] } }, pages: { home: { b: { props: { x: 1 } } } } };
    expect([...idsIn(tree, patches)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('copies a node with every id replaced by a free one, the original untouched', () => {
    const node = { widget: 'Stack', id: 'row', props: { gap: 4 }, children: [{ widget: 'Hero', id: 'hero' }, { widget: 'Hero' }] };
    const taken = new Set(['row', 'hero']);
    const copy = withFreshIds(node, taken);
    expect(copy).toEqual({ widget: 'Stack', id: 'row-2', props: { gap: 4 }, children: [{ widget: 'Hero', id: 'hero-2' }, { widget: 'Hero' }] });
    expect(node.id).toBe('row');
    expect(taken.has('hero-2')).toBe(true);
  });
});
