import { MAX_TREE_DEPTH } from '../../../../schemas/limits.ts';
import { PatchedOrigin } from '../../../project/patched-origin.ts';
import { figure } from '../../budgets.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/** One pass over a tree, without recursion (a tree may be far too deep for it): its size and first node past `maxDepth`. */
function measure(root: unknown, rootPointer: string, maxDepth: number): { nodes: number; depth: number; firstTooDeep?: string } {
  let nodes = 0;
  let depth = 0;
  let firstTooDeep: string | undefined;
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: root, pointer: rootPointer, depth: 1 }];
  while (stack.length) {
    const item = stack.pop();
    if (!item || !isRecord(item.node)) continue;
    nodes++;
    if (item.depth > depth) depth = item.depth;
    if (item.depth > maxDepth && firstTooDeep === undefined) firstTooDeep = item.pointer;
    const children = item.node['children'];
    if (!Array.isArray(children)) continue;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], pointer: `${item.pointer}/children/${i}`, depth: item.depth + 1 });
  }
  return firstTooDeep === undefined ? { nodes, depth } : { nodes, depth, firstTooDeep };
}

/**
 * A page the server would render, hydrate and keep per revision must stay small: a 30,000-widget page
 * rendered 10 MB of HTML and took 8.8 s to load on a phone (issue 27). Budgets come from
 * config-lint.json `budgets` (engine/lint/budgets.ts has the defaults and the measurements).
 */
export const rule: Rule = {
  meta: {
    id: 'page-budget',
    severity: 'error',
    description:
      'A layout or page tree has more nodes, nests deeper or is larger than its budget, or a config file is larger than the file budget (and is not read).',
    docs: docsUrl('page-budget'),
  },
  create(context) {
    const { budgets } = context;
    return {
      onTree(tree) {
        // node patches change props only, never the shape: the unpatched tree was measured already
        if (tree.origin instanceof PatchedOrigin || !isRecord(tree.root)) return;
        // the same page inherited by several templates is one problem in the file that set it
        const name = tree.label.replace(/^template \S+ (?=page )/, '');
        const { nodes, depth, firstTooDeep } = measure(tree.root, tree.rootPointer, budgets.pageDepth);
        if (nodes > budgets.pageNodes) {
          context.report({
            origin: tree.origin,
            pointer: tree.rootPointer,
            message: `${name} has ${figure(nodes)} nodes (budget ${figure(budgets.pageNodes)}): split it into pages`,
          });
        }
        // past MAX_TREE_DEPTH it is max-depth's to report
        if (firstTooDeep !== undefined && depth <= MAX_TREE_DEPTH) {
          context.report({
            origin: tree.origin,
            pointer: firstTooDeep,
            message: `${name} nests ${depth} nodes deep (budget ${budgets.pageDepth}): flatten it`,
          });
        }
        const bytes = Buffer.byteLength(JSON.stringify(tree.root));
        if (bytes > budgets.pageBytes) {
          context.report({
            origin: tree.origin,
            pointer: tree.rootPointer,
            message: `${name} is ${figure(bytes)} bytes of JSON (budget ${figure(budgets.pageBytes)})`,
          });
        }
      },
      onEnd() {
        for (const file of context.project.files) {
          if (!file.tooLarge) continue;
          context.report({
            file,
            pointer: '',
            position: { line: 1, column: 1 },
            message: `${file.rel} is ${figure(file.tooLarge.bytes)} bytes (budget ${figure(file.tooLarge.limit)} per file), so it is not read`,
          });
        }
      },
    };
  },
};
