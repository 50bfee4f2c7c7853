import { describe, expect, it } from 'vitest';
import type { OutlineNode, PageView } from '../../engine/studio/contract.ts';
import { nodeByKey, problemsOfNode } from './view-nodes.ts';

const node = (key: string, pointer: string, children: OutlineNode[] = []): OutlineNode => ({
  key,
  widget: 'Stack',
  mode: 'own',
  source: { file: 'pages/home.json', line: 1, column: 1, pointer },
  fields: [],
  children,
});

const view: PageView = {
  template: 'casino1',
  page: 'home',
  layout: 'default',
  breakpoints: [],
  layoutRoot: node('layout:', '', [node('layout:/children/0', '/children/0')]),
  pageRoot: node('page:', '/root', [node('page:/children/0', '/root/children/0'), node('page:/children/1', '/root/children/1')]),
  version: 1,
};

describe('view nodes', () => {
  it('finds a node by key in the layout or the page', () => {
    expect(nodeByKey(view, 'page:/children/1')?.source.pointer).toBe('/root/children/1');
    expect(nodeByKey(view, 'layout:/children/0')?.key).toBe('layout:/children/0');
    expect(nodeByKey(view, 'page:/children/9')).toBeUndefined();
    expect(nodeByKey(view, null)).toBeUndefined();
  });

  it("a node's problems are those at or under its pointer in its file", () => {
    const problem = (file: string, pointer: string) => ({ ruleId: 'r', severity: 'error' as const, file, line: 1, column: 1, pointer, message: pointer });
    const problems = [
      problem('pages/home.json', '/root/children/1/props/columns'),
      problem('pages/home.json', '/root/children/10'),
      problem('pages/home.json', '/root/children/1'),
      problem('templates/casino1.json', '/root/children/1'),
    ];
    expect(problemsOfNode(problems, nodeByKey(view, 'page:/children/1')!).map((p) => p.pointer)).toEqual([
      '/root/children/1/props/columns',
      '/root/children/1',
    ]);
  });
});
