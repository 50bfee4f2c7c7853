import { describe, expect, it } from 'vitest';
import type { Node } from '../../schemas/node.ts';
import { applyStructure } from './structure-patch.ts';
import { patchFile } from './node-patch.ts';

const home: Node = {
  widget: 'Stack',
  children: [
    { widget: 'Marquee', id: 'marquee' },
    { widget: 'HeroCarousel', id: 'carousel' },
    { widget: 'GameGrid', id: 'hot-games', props: { columns: 3 } },
    { widget: 'Stack', id: 'side', children: [{ widget: 'WinnersBoard', id: 'winners' }] },
  ],
};

const ids = (n: Node): string[] => (n.children ?? []).map((c) => c.id ?? c.widget);

describe('applyStructure', () => {
  it('moves a node before another and records what it did', () => {
    const before = JSON.stringify(home);
    const { root, applied, problems } = applyStructure(home, [{ move: 'hot-games', before: 'carousel' }]);
    expect(problems).toEqual([]);
    expect(ids(root)).toEqual(['marquee', 'hot-games', 'carousel', 'side']);
    expect(applied).toEqual([{ index: 0, kind: 'move', id: 'hot-games', where: 'before carousel' }]);
    // untouched subtrees are shared, the input is unchanged
    expect(root.children?.[3]).toBe(home.children?.[3]);
    expect(JSON.stringify(home)).toBe(before);
  });

  it('inserts before, after, first and last in a container, and removes, in order', () => {
    const banner = { widget: 'Banner', id: 'promo' };
    const { root, problems } = applyStructure(home, [
      { insert: banner, after: 'marquee' },
      { insert: { widget: 'Divider', id: 'top' }, firstIn: 'side' },
      { insert: { widget: 'Divider', id: 'bottom' }, lastIn: 'side' },
      { move: 'marquee', lastIn: 'side' },
      { remove: 'winners' },
      { insert: { widget: 'Spacer' }, before: 'promo' },
    ]);
    expect(problems).toEqual([]);
    expect(ids(root)).toEqual(['Spacer', 'promo', 'carousel', 'hot-games', 'side']);
    expect(ids(root.children?.[4] as Node)).toEqual(['top', 'bottom', 'marquee']);
    expect(root.children?.[1]).toBe(banner);
  });

  it('traces every node of the result to the tree or to the op that inserted it', () => {
    const { sources } = applyStructure(
      home,
      [
        { move: 'hot-games', before: 'carousel' },
        { insert: { widget: 'Stack', id: 'box', children: [{ widget: 'Banner' }] }, firstIn: 'side' },
      ],
      true,
    );
    expect(sources?.get('')).toEqual({ op: null, path: '' });
    expect(sources?.get('/children/1')).toEqual({ op: null, path: '/children/2' });
    expect(sources?.get('/children/3/children/0')).toEqual({ op: 1, path: '' });
    expect(sources?.get('/children/3/children/0/children/0')).toEqual({ op: 1, path: '/children/0' });
    expect(sources?.get('/children/3/children/1')).toEqual({ op: null, path: '/children/3/children/0' });
  });

  it('refuses an id no node has, a move into its own subtree, a repeated id and ops conflicting, each at its field', () => {
    const { root, problems } = applyStructure(home, [
      { move: 'hot-game', before: 'carousel' },
      { move: 'side', firstIn: 'winners' },
      { insert: { widget: 'Banner', id: 'carousel' }, after: 'marquee' },
      { remove: 'marquee' },
      { move: 'carousel', after: 'marquee' },
      { move: 'hot-games', before: 'carousel' },
      { move: 'hot-games', after: 'side' },
      { remove: '' as string, before: 'side' },
      { move: 'side' },
      { insert: { props: {} }, after: 'side' },
      {},
      { remove: 'x', move: 'y' },
      { move: 'carousel', after: 'carousel' },
    ]);
    expect(problems).toEqual([
      { index: 0, field: 'move', message: 'no node has id "hot-game"' },
      { index: 1, field: 'firstIn', message: '"winners" is inside "side": a node cannot move into its own subtree' },
      { index: 2, field: 'insert', message: 'id "carousel" is already in the tree: ids are unique in a tree' },
      { index: 4, field: 'after', message: 'node "marquee" was removed by op 3' },
      { index: 6, field: 'move', message: 'node "hot-games" is already moved by op 5: one move per node' },
      { index: 7, field: 'before', message: 'a remove takes no position' },
      { index: 8, field: 'move', message: 'needs exactly one of before, after, firstIn or lastIn' },
      { index: 9, field: 'insert', message: 'an insert needs a node: an object with its "widget"' },
      { index: 10, field: '', message: 'an op is exactly one of insert, move or remove' },
      { index: 11, field: 'remove', message: 'an op is exactly one of insert, move or remove' },
      { index: 12, field: 'after', message: '"carousel" is inside "carousel": a node cannot move into its own subtree' },
    ]);
    expect(ids(root)).toEqual(['hot-games', 'carousel', 'side']);
  });

  it('cannot remove or move the root, nor place a node beside it', () => {
    const root = { ...home, id: 'page' };
    expect(
      applyStructure(root, [{ remove: 'page' }, { move: 'page', lastIn: 'side' }, { move: 'marquee', after: 'page' }]).problems.map((p) => p.message),
    ).toEqual([
      '"page" is the root of the tree: it cannot be removed',
      '"page" is the root of the tree: it cannot be moved',
      '"page" is the root: nothing goes beside it',
    ]);
  });

  it('is the same tree without ops; patchFile applies the ops before the node patches', () => {
    expect(applyStructure(home, []).root).toBe(home);
    const file = { version: 1, root: home };
    const patched = patchFile(file, { promo: { props: { height: 90 } } }, [{ insert: { widget: 'Banner', id: 'promo' }, before: 'marquee' }]);
    expect(patched.root.children?.[0]).toEqual({ widget: 'Banner', id: 'promo', props: { height: 90 } });
    expect(patchFile(file, undefined, [])).toBe(file);
  });
});
