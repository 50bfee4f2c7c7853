import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';

/**
 * How big a config may get before it is refused (rules `page-budget` and `prop-length`). Measured on
 * the shipped configs (issue 27): the largest tree has 14 nodes, the deepest nests 4, the largest tree
 * serialises to 1,467 bytes, the largest file is 4,452 bytes and the longest string prop is 31
 * characters. Each default leaves two orders of magnitude of headroom (depth: 3×) while keeping a page
 * the server can render, hydrate and hold in memory per revision; config-lint.json `budgets` may raise them.
 */
export interface Budgets {
  /** nodes in one layout or page tree */
  pageNodes: number;
  /** nesting of one tree, the root being 1; never above MAX_TREE_DEPTH, which the renderer enforces */
  pageDepth: number;
  /** one tree serialised as JSON, in bytes */
  pageBytes: number;
  /** one config file on disk: a larger file is not read at all, so refusing it costs a stat */
  fileBytes: number;
  /** one string value inside a node's props or `at`, in characters (UTF-16 code units) */
  propLength: number;
}

export const DEFAULT_BUDGETS: Readonly<Budgets> = {
  pageNodes: 2_000,
  pageDepth: 12,
  pageBytes: 256 * 1024,
  fileBytes: 1024 * 1024,
  propLength: 20_000,
};

/** Upper bounds a config may not raise a budget past (the renderer's own limit). */
export const BUDGET_CEILINGS: Partial<Readonly<Budgets>> = { pageDepth: MAX_TREE_DEPTH };

/** 30214 → "30,214": figures in messages are read by people. */
export function figure(n: number): string {
  return n.toLocaleString('en-US');
}
