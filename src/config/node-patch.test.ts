import { describe, expect, it } from 'vitest';
import type { Node } from '../../schemas/node.ts';
import { applyNodePatches, patchFile } from './node-patch.ts';

const home: Node = {
  widget: 'Stack',
  children: [
    { widget: 'Banner', id: 'hero', props: { height: 200 } },
    {
      widget: 'Section',
      children: [{ widget: 'GameGrid', id: 'hot-games', props: { title: 'ui.hotGames', columns: 3 }, at: { desktop: { columns: 6 } } }],
    },
  ],
};

describe('applyNodePatches', () => {
  it('sets props and at values of the node with that id, keeping the others', () => {
    const { root, missing } = applyNodePatches(home, { 'hot-games': { props: { columns: 4 }, at: { desktop: { columns: 8 }, tablet: { columns: 5 } } } });
    expect(missing).toEqual([]);
    expect(root.children?.[1]?.children?.[0]).toEqual({
      widget: 'GameGrid',
      id: 'hot-games',
      props: { title: 'ui.hotGames', columns: 4 },
      at: { desktop: { columns: 8 }, tablet: { columns: 5 } },
    });
  });

  it('replaces when, shares untouched subtrees and leaves the input unchanged', () => {
    const before = JSON.stringify(home);
    const { root } = applyNodePatches(home, { hero: { when: { auth: 'guest' } } });
    expect(root.children?.[0]).toEqual({ widget: 'Banner', id: 'hero', props: { height: 200 }, when: { auth: 'guest' } });
    expect(root.children?.[1]).toBe(home.children?.[1]);
    expect(JSON.stringify(home)).toBe(before);
  });

  it('lists the ids no node has', () => {
    expect(applyNodePatches(home, { 'hot-game': { props: { columns: 2 } } }).missing).toEqual(['hot-game']);
  });

  it('returns the same file when nothing is patched', () => {
    const file = { version: 1, root: home };
    expect(patchFile(file, undefined)).toBe(file);
    expect(patchFile(file, { hero: { props: { height: 1 } } }).root.children?.[0]?.props).toEqual({ height: 1 });
  });
});

describe('node patches with prototype keys', () => {
  it('ignores an at key named __proto__ and a node id named constructor', () => {
    const patches = JSON.parse('{"hero": {"at": {"__proto__": {"polluted": true}}}}') as Parameters<typeof applyNodePatches>[1];
    const { root } = applyNodePatches(home, patches);
    const hero = root.children?.[0];
    expect(Object.getPrototypeOf(hero?.at)).toBe(Object.prototype);
    expect((hero?.at as Record<string, unknown> | undefined)?.['polluted']).toBeUndefined();
    const named: Node = { widget: 'Stack', children: [{ widget: 'Banner', id: 'constructor', props: { height: 1 } }] };
    expect(applyNodePatches(named, { other: { props: { height: 2 } } }).root.children?.[0]).toBe(named.children?.[0]);
  });
});
