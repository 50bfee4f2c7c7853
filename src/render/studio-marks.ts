import { createContext } from 'react';

/**
 * Whether this render is a studio preview (issue 30): then each rendered node is wrapped in an
 * element naming its key, so a click in the preview and a row in the studio's outline name the same
 * node. Off (the default) the renderer's output is exactly a player's page: no wrapper, no attribute.
 */
export const StudioMarks = createContext(false);

/** The id of the preview script's element: its presence tells the browser the page is a preview, so hydration marks nodes as the server did. */
export const STUDIO_PREVIEW_SCRIPT_ID = 'studio-preview';

/** The attribute each marked node's wrapper carries. */
export const STUDIO_NODE_ATTRIBUTE = 'data-studio-node';

/**
 * A node's key from its render path: `page/0/2` → `page:/children/0/children/2`, the JSON pointer of
 * the node in its tree (tools/studio/contract.ts, OutlineNode.key); a tree's root is `page:`.
 */
export function studioKey(path: string): string {
  const [tree = '', ...indexes] = path.split('/');
  return `${tree}:${indexes.map((i) => `/children/${i}`).join('')}`;
}
