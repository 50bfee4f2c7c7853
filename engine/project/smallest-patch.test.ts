import { describe, expect, it } from 'vitest';
import { applyNodePatches } from '../../src/config/node-patch.ts';
import type { Node } from '../../schemas/node.ts';
import { smallestPatch } from './smallest-patch.ts';

const shared: Node = {
  widget: 'Stack',
  children: [
    { widget: 'Hero', id: 'hero', props: { headline: 'ui.a' } },
    { widget: 'GameGrid', id: 'hot-games', props: { columns: 2, title: 'ui.hot' }, at: { desktop: { columns: 6 } } },
    { widget: 'Footer' },
  ],
};

describe('smallestPatch', () => {
  it('is the props, at values and when that changed, by node id, and applying it gives the override back', () => {
    const override: Node = {
      widget: 'Stack',
      children: [
        { widget: 'Hero', id: 'hero', props: { headline: 'ui.a' }, when: { auth: 'guest' } },
        { widget: 'GameGrid', id: 'hot-games', props: { columns: 3, title: 'ui.hot' }, at: { desktop: { columns: 6 }, tablet: { columns: 4 } } },
        { widget: 'Footer' },
      ],
    };
    const patch = smallestPatch(shared, override);
    expect(patch).toEqual({ hero: { when: { auth: 'guest' } }, 'hot-games': { props: { columns: 3 }, at: { tablet: { columns: 4 } } } });
    expect(applyNodePatches(shared, patch).root).toEqual(override);
    expect(smallestPatch(shared, shared)).toEqual({});
  });

  it('is undefined when patches cannot express the change', () => {
    const children = shared.children ?? [];
    expect(smallestPatch(shared, { ...shared, children: children.slice(0, 2) })).toBeUndefined();
    expect(smallestPatch(shared, { ...shared, children: [...children.slice(0, 2), { widget: 'Footer', props: { x: 1 } }] })).toBeUndefined();
    expect(smallestPatch(shared, { ...shared, children: [{ widget: 'Hero', id: 'hero', props: {} }, ...children.slice(1)] })).toBeUndefined();
    expect(smallestPatch(shared, { ...shared, props: { gap: 2 } })).toBeUndefined();
  });
});
