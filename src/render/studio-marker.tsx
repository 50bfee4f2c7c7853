import type { ReactNode } from 'react';
import type { Marker } from './studio-marks.ts';

/**
 * A node's key from its render path: `page/0/2` → `page:/children/0/children/2`, the JSON pointer of
 * the node in its tree (engine/studio/contract.ts, OutlineNode.key); a tree's root is `page:`.
 */
export function studioKey(path: string): string {
  const [tree = '', ...indexes] = path.split('/');
  return `${tree}:${indexes.map((i) => `/children/${i}`).join('')}`;
}

/** A preview names each node for the studio; `display: contents` keeps the page's layout as a player sees it. */
export const markNode: Marker = (path: string, element: ReactNode) => (
  <div data-studio-node={studioKey(path)} style={{ display: 'contents' }}>
    {element}
  </div>
);
