import type { TreeRef } from '../project/project.ts';
import type { NodeVisit } from './types.ts';
import { isRecord } from '../../schemas/is-record.ts';

/** Every node of a tree, depth first, with its JSON pointer. Malformed nodes are the schema's to report. */
export function* walkTree(tree: TreeRef): Generator<NodeVisit> {
  const stack: { node: unknown; pointer: string }[] = [{ node: tree.root, pointer: tree.rootPointer }];
  while (stack.length) {
    const item = stack.pop();
    if (!item || !isRecord(item.node)) continue;
    yield { node: item.node, pointer: item.pointer, tree };
    const children = item.node['children'];
    if (!Array.isArray(children)) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i], pointer: `${item.pointer}/children/${i}` });
    }
  }
}

/** Every string inside a value (props, overrides), with its pointer. */
export function* stringsIn(value: unknown, pointer: string): Generator<{ value: string; pointer: string }> {
  if (typeof value === 'string') yield { value, pointer };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsIn(value[i], `${pointer}/${i}`);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) yield* stringsIn(v, `${pointer}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`);
}

/** The string values a node's props and every at[bp] override carry. */
export function* nodeStrings(visit: NodeVisit): Generator<{ value: string; pointer: string }> {
  yield* stringsIn(visit.node['props'], `${visit.pointer}/props`);
  yield* stringsIn(visit.node['at'], `${visit.pointer}/at`);
}
