import { describe, expect, it } from 'vitest';
import { diffConfigSets, MAX_VALUES_PER_FILE } from './diff.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

const page = (columns: number, title = 'ui.hot') =>
  json({
    version: 1,
    root: {
      widget: 'Stack',
      children: [
        { widget: 'GameGrid', id: 'hot-games', props: { columns: 2, title }, at: { desktop: { columns } } },
        { widget: 'Banner', props: { src: '/a.svg' } },
      ],
    },
  });

describe('diffConfigSets', () => {
  it('lists added, removed and modified files in path order and counts the unchanged', () => {
    const diff = diffConfigSets({ 'a.json': '{}', 'b.json': '{"x":1}', 'c.json': '{}' }, { 'b.json': '{"x":2}', 'c.json': '{}', 'd.json': '{}' });
    expect(diff.files.map((f) => [f.file, f.change])).toEqual([
      ['a.json', 'removed'],
      ['b.json', 'modified'],
      ['d.json', 'added'],
    ]);
    expect(diff.summary).toEqual({ added: 1, removed: 1, modified: 1, unchanged: 1 });
    expect(diff.files[1]!.values).toEqual([{ pointer: '/x', from: 1, to: 2 }]);
  });

  it('gives a node by id and pointer with props and `at` values side by side', () => {
    const diff = diffConfigSets({ 'pages/home.json': page(6) }, { 'pages/home.json': page(8, 'ui.top') });
    const [file] = diff.files;
    expect(file!.values).toEqual([]);
    expect(file!.nodes).toEqual([
      {
        change: 'modified',
        widget: 'GameGrid',
        id: 'hot-games',
        fromPointer: '/root/children/0',
        toPointer: '/root/children/0',
        props: [{ name: 'title', from: 'ui.hot', to: 'ui.top' }],
        at: [{ breakpoint: 'desktop', name: 'columns', from: 6, to: 8 }],
        other: [],
      },
    ]);
  });

  it('follows a node with an id that moved, and reports nodes added and removed', () => {
    const from = json({
      root: {
        widget: 'Stack',
        children: [
          { widget: 'A', id: 'a' },
          { widget: 'B', id: 'b', when: { auth: 'player' } },
        ],
      },
    });
    const to = json({
      root: {
        widget: 'Stack',
        children: [
          { widget: 'B', id: 'b' },
          { widget: 'C', id: 'c', props: { n: 1 } },
        ],
      },
    });
    const nodes = diffConfigSets({ 'p.json': from }, { 'p.json': to }).files[0]!.nodes;
    expect(nodes.map((n) => [n.change, n.id, n.moved ?? false])).toEqual([
      ['removed', 'a', false],
      ['modified', 'b', true],
      ['added', 'c', false],
    ]);
    expect(nodes[1]!.other).toEqual([{ pointer: '/when', from: { auth: 'player' } }]);
    expect(nodes[2]!.props).toEqual([{ name: 'n', to: 1 }]);
  });

  it('reports values outside nodes (schemes) leaf by leaf, with escaped pointers', () => {
    const from = json({ schemes: { 'color1-1': { primary: '#000000', 'a/b': 1 } } });
    const to = json({ schemes: { 'color1-1': { primary: '#ffffff', 'a/b': 2 } } });
    expect(diffConfigSets({ 't.json': from }, { 't.json': to }).files[0]!.values).toEqual([
      { pointer: '/schemes/color1-1/primary', from: '#000000', to: '#ffffff' },
      { pointer: '/schemes/color1-1/a~1b', from: 1, to: 2 },
    ]);
  });

  it('a file that is not JSON is compared as text only; a reformatted file has no value changes', () => {
    const diff = diffConfigSets({ 'x.json': '{"a":1}', 'y.json': '{"a":1}' }, { 'x.json': '{"a":', 'y.json': '{ "a": 1 }' });
    expect(diff.files).toEqual([
      { file: 'x.json', change: 'modified', unparsable: true, nodes: [], values: [] },
      { file: 'y.json', change: 'modified', nodes: [], values: [] },
    ]);
  });

  it('keeps a rewritten file to a bounded list', () => {
    const big = (v: number) => json(Object.fromEntries(Array.from({ length: 2 * MAX_VALUES_PER_FILE }, (_, i) => [`k${i}`, v])));
    expect(diffConfigSets({ 'b.json': big(1) }, { 'b.json': big(2) }).files[0]!.values).toHaveLength(MAX_VALUES_PER_FILE);
  });
});
