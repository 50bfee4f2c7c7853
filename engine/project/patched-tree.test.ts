import { describe, expect, it } from 'vitest';
import { readConfigFile } from './config-files.ts';
import { Origin } from './origin.ts';
import { patchTree } from './patched-tree.ts';

const page = {
  version: 1,
  root: {
    widget: 'Stack',
    children: [
      { widget: 'HeroCarousel', id: 'carousel', props: { height: 140 } },
      { widget: 'GameGrid', id: 'hot-games', props: { columns: 2 } },
    ],
  },
};
const template = {
  version: 1,
  key: 'casino2',
  patches: {
    pages: { home: { promo: { props: { title: 'ui.cat.slots' } } } },
    structure: {
      pages: {
        home: [
          { move: 'hot-games', before: 'carousel' },
          { insert: { widget: 'Stack', id: 'promo', children: [{ widget: 'Banner', props: { height: 90 } }] }, lastIn: 'hot-games' },
        ],
      },
    },
  },
};
const pageFile = readConfigFile('/p/site-configs/pages/home.json', '/p', `${JSON.stringify(page, null, 2)}\n`);
const templateFile = readConfigFile('/p/site-configs/templates/casino2.json', '/p', `${JSON.stringify(template, null, 2)}\n`);

describe('patchTree', () => {
  const patched = patchTree({ root: page.root, rootPointer: '/root', origin: Origin.of(pageFile) }, Origin.of(templateFile), template, 'pages', 'home');

  it('applies the ops, then the node patches (to an inserted node too)', () => {
    expect(patched.patched).toBe(true);
    expect(patched.problems).toEqual([]);
    expect(patched.applied.map((a) => `${a.kind} ${a.id}`)).toEqual(['move hot-games', 'insert promo']);
    expect(patched.root).toEqual({
      widget: 'Stack',
      children: [
        {
          widget: 'GameGrid',
          id: 'hot-games',
          props: { columns: 2 },
          children: [{ widget: 'Stack', id: 'promo', props: { title: 'ui.cat.slots' }, children: [{ widget: 'Banner', props: { height: 90 } }] }],
        },
        { widget: 'HeroCarousel', id: 'carousel', props: { height: 140 } },
      ],
    });
  });

  it('locates a moved node in the page at its old place, an inserted one in the op, a patched prop in the patch', () => {
    const at = (pointer: string) => {
      const l = patched.origin.locate(pointer);
      return `${l.file.rel} ${l.pointer}`;
    };
    expect(at('/root/children/0/props/columns')).toBe('site-configs/pages/home.json /root/children/1/props/columns');
    expect(at('/root/children/1/props/height')).toBe('site-configs/pages/home.json /root/children/0/props/height');
    expect(at('/root/children/0/children/0/children/0/props/height')).toBe(
      'site-configs/templates/casino2.json /patches/structure/pages/home/1/insert/children/0/props/height',
    );
    expect(at('/root/children/0/children/0/props/title')).toBe('site-configs/templates/casino2.json /patches/pages/home/promo/props/title');
    expect(at('/root/children/0/children/0/widget')).toBe('site-configs/templates/casino2.json /patches/structure/pages/home/1/insert/widget');
  });

  it('is the tree as it is without patches', () => {
    const plain = patchTree({ root: page.root, rootPointer: '/root', origin: Origin.of(pageFile) }, Origin.of(templateFile), { version: 1 }, 'pages', 'home');
    expect(plain.patched).toBe(false);
    expect(plain.root).toBe(page.root);
  });
});
