import { describe, expect, it } from 'vitest';
import type { Node } from '../../schemas/node.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/config/defaults.ts';
import { treeChanges } from './tree-changes.ts';

const page = { kind: 'page', name: 'home' } as const;
const bps = { from: DEFAULT_BREAKPOINTS, to: DEFAULT_BREAKPOINTS };
const stack = (...children: Node[]): Node => ({ widget: 'Stack', children });
const n = (id: string, widget = 'Banner', extra: Partial<Node> = {}): Node => ({ widget, id, ...extra });
const words = (from: Node, to: Node) =>
  treeChanges(page, from, to, bps).map((c) =>
    c.what === 'node'
      ? `${c.change} ${c.node}`
      : c.what === 'prop'
        ? `${c.node} ${c.prop}${c.breakpoint ? `@${c.breakpoint}` : ''} ${String(c.from)}→${String(c.to)}`
        : `${c.what} ${'node' in c ? c.node : ''}`,
  );

describe('treeChanges', () => {
  it('a node moved among its siblings is the one moved, not every sibling it passed', () => {
    expect(words(stack(n('a'), n('b'), n('c'), n('d')), stack(n('b'), n('c'), n('d'), n('a')))).toEqual(['moved a']);
    expect(words(stack(n('a'), stack(n('b'))), stack(stack(n('b'), n('a'))))).toEqual(['moved a']);
  });

  it('a node inserted or removed with its children is one entry; id-less siblings keep their names', () => {
    const before = stack({ widget: 'Banner' }, n('x'), { widget: 'Banner', props: { src: '/b.svg' } });
    const after = stack(
      n('new', 'Stack', { children: [n('inner'), { widget: 'Text' }] }),
      { widget: 'Banner' },
      { widget: 'Banner', props: { src: '/c.svg' } },
    );
    expect(words(before, after)).toEqual(['added new', 'root/Banner[1] src /b.svg→/c.svg', 'removed x']);
    const change = treeChanges(page, before, after, bps)[0];
    expect(change).toMatchObject({ what: 'node', change: 'added', widget: 'Stack', to: { parent: 'root', index: 0 } });
  });

  it('an `at` value gives what the cascade shows at that breakpoint on each side; `when` and a new widget', () => {
    const grid = (extra: Partial<Node>) => stack(n('g', 'GameGrid', { props: { columns: 2 }, ...extra }));
    expect(words(grid({ at: { tablet: { columns: 4 } } }), grid({ at: { tablet: { columns: 4 }, desktop: { columns: 7 } } }))).toEqual([
      'g columns@desktop 4→7',
    ]);
    expect(words(grid({ at: { desktop: { columns: 7 } } }), grid({}))).toEqual(['g columns@desktop 7→2']);
    expect(words(grid({ when: { auth: 'guest' } }), grid({ when: {} }))).toEqual(['when g']);
    expect(words(grid({}), stack(n('g', 'GameRail')))).toEqual(['added g', 'removed g']);
  });
});
