/** Reading a page view: a node by its key, and the lint problems written inside a node. */
import type { OutlineNode, PageView, StudioProblem } from '../../engine/studio/contract.ts';

export function nodeByKey(view: PageView, key: string | null): OutlineNode | undefined {
  if (key === null) return undefined;
  const walk = (node: OutlineNode): OutlineNode | undefined => (node.key === key ? node : node.children.map(walk).find(Boolean));
  return walk(view.layoutRoot) ?? walk(view.pageRoot);
}

/** Problems in the node's file at or under its pointer. */
export function problemsOfNode(problems: readonly StudioProblem[], node: OutlineNode): StudioProblem[] {
  const { file, pointer } = node.source;
  return problems.filter((p) => p.file === file && (p.pointer === pointer || p.pointer.startsWith(`${pointer}/`)));
}
