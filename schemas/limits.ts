/**
 * How deep a layout or page tree may nest, the root being depth 1. One bound shared by config-lint
 * (rule `max-depth`), the generated validators (schemas/depth-guard.ts) and the renderer: each of them
 * recurses over trees somewhere (ajv's `$ref`, React's server renderer), and ajv's per-level frame is
 * large enough to overflow a default stack at ~60 levels. The shipped configs nest at most 4 deep.
 */
export const MAX_TREE_DEPTH = 24;

/**
 * The JSON pointer of the first node (depth first) that sits deeper than `max`, or undefined.
 * Iterative, so a tree far too deep for recursion is still measured.
 */
export function firstTooDeep(root: unknown, pointer: string, max: number = MAX_TREE_DEPTH): string | undefined {
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: root, pointer, depth: 1 }];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item.node !== 'object' || item.node === null) continue;
    if (item.depth > max) return item.pointer;
    const children = (item.node as { children?: unknown }).children;
    if (!Array.isArray(children)) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i], pointer: `${item.pointer}/children/${i}`, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * How deep any JSON value in a config file may nest. A node adds two levels (the node and its
 * `children`), so a tree within MAX_TREE_DEPTH stays far below it; tools that recurse over JSON (the
 * position parser, JSON Merge Patch) stay far below any stack limit. A file beyond it is refused unread.
 */
export const MAX_JSON_DEPTH = 8 * MAX_TREE_DEPTH;
