import { describe, expect, it } from 'vitest';
import { applyStructure } from '../../src/config/structure-patch.ts';
import type { Node } from '../../schemas/node.ts';
import { mostlyShared, smallestStructurePatch } from './smallest-structure-patch.ts';

const n = (widget: string, id?: string, children?: Node[], props?: Record<string, unknown>): Node => ({
  widget,
  ...(id ? { id } : {}),
  ...(props ? { props } : {}),
  ...(children ? { children } : {}),
});

/** A page root without an id (as the shared pages have), three sections and a box holding two. */
const shared = n('Stack', undefined, [
  n('Hero', 'hero'),
  n('Carousel', 'carousel'),
  n('GameGrid', 'hot-games', undefined, { columns: 2 }),
  n('Box', 'box', [n('Text', 'a'), n('Text', 'b')]),
]);

/** The override the patch gives, the ops then the node patches applied (as the runtime does). */
function replay(patch: NonNullable<ReturnType<typeof smallestStructurePatch>>): Node {
  const { root } = applyStructure(shared, patch.ops);
  const visit = (node: Node): Node => {
    const p = node.id ? patch.patches[node.id] : undefined;
    return {
      ...node,
      ...(p?.props ? { props: { ...node.props, ...p.props } } : {}),
      ...(node.children ? { children: node.children.map(visit) } : {}),
    };
  };
  return visit(root);
}

describe('smallestStructurePatch', () => {
  it('says props-only changes with node patches and no op', () => {
    const override = structuredClone(shared);
    (override.children?.[2] as Node).props = { columns: 3 };
    expect(smallestStructurePatch(shared, override)).toEqual({ ops: [], patches: { 'hot-games': { props: { columns: 3 } } } });
  });

  it('moves one node with one op: hot games above the carousel', () => {
    const [hero, carousel, grid, box] = shared.children as Node[];
    const override = { ...shared, children: [hero, grid, carousel, box] as Node[] };
    const patch = smallestStructurePatch(shared, override);
    expect(patch?.ops).toEqual([{ move: 'carousel', after: 'hot-games' }]);
    expect(replay(patch!)).toEqual(override);
  });

  it('moves the first node last with one op, not one per node it passes', () => {
    const [hero, carousel, grid, box] = shared.children as Node[];
    const override = { ...shared, children: [carousel, grid, box, hero] as Node[] };
    expect(smallestStructurePatch(shared, override)?.ops).toEqual([{ move: 'hero', after: 'box' }]);
  });

  it('inserts, removes, moves into another container and patches in one result that replays exactly', () => {
    const override = n('Stack', undefined, [
      n('Banner', 'promo', [n('Text', undefined, undefined, { text: 'ui.promo' })]),
      n('Hero', 'hero'),
      n('GameGrid', 'hot-games', undefined, { columns: 4 }),
      n('Box', 'box', [n('Text', 'b'), n('Carousel', 'carousel')]),
    ]);
    const patch = smallestStructurePatch(shared, override);
    expect(patch?.ops).toEqual([{ insert: override.children?.[0], before: 'hero' }, { move: 'carousel', after: 'b' }, { remove: 'a' }]);
    expect(patch?.patches).toEqual({ 'hot-games': { props: { columns: 4 } } });
    expect(replay(patch!)).toEqual(override);
  });

  it('places a first child in a container with an id', () => {
    const override = structuredClone(shared);
    const box = override.children?.[3] as Node;
    box.children = [n('Text', 'c'), ...(box.children ?? [])];
    expect(smallestStructurePatch(shared, override)?.ops).toEqual([{ insert: n('Text', 'c'), firstIn: 'box' }]);
  });

  it('cannot say a change to a node without an id, a moved node without one, or a new root', () => {
    const loose = n('Stack', undefined, [n('Text', undefined, undefined, { a: 1 }), n('Hero', 'hero'), n('Text', undefined, undefined, { b: 1 })]);
    const [t1, hero, t2] = loose.children as Node[];
    expect(smallestStructurePatch(loose, { ...loose, children: [t2, hero, t1] as Node[] })).toBeUndefined();
    expect(smallestStructurePatch(loose, { ...loose, children: [hero] as Node[] })).toBeUndefined();
    expect(smallestStructurePatch(shared, { ...shared, widget: 'Grid' })).toBeUndefined();
  });

  it('cannot insert a node that holds a node of the shared tree', () => {
    const [hero, carousel, grid, box] = shared.children as Node[];
    const override = { ...shared, children: [n('Box', 'wrap', [hero as Node]), carousel, grid, box] as Node[] };
    expect(smallestStructurePatch(shared, override)).toBeUndefined();
  });

  it('tells a copy that mostly follows the shared tree from one that mostly departs from it', () => {
    const [hero, carousel, grid, box] = shared.children as Node[];
    const reordered = { ...shared, children: [grid, hero, carousel, box] as Node[] };
    expect(mostlyShared(smallestStructurePatch(shared, reordered)!, reordered)).toBe(true);
    const own = n('Stack', undefined, [n('A', 'x1'), n('B', 'x2'), n('C', 'x3'), n('D', 'x4', [n('E', 'x5'), n('F', 'x6')]), n('Hero', 'hero')]);
    const patch = smallestStructurePatch(n('Stack', undefined, [n('Hero', 'hero')]), own);
    expect(patch?.ops).toHaveLength(4);
    expect(mostlyShared(patch!, own)).toBe(false);
  });
});
