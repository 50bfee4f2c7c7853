import { createContext, type ReactNode } from 'react';

/**
 * Whether this render is a studio preview (issue 30): then each rendered node is wrapped in an
 * element naming its key, so a click in the preview and a row in the studio's outline name the same
 * node. Off (the default) the renderer's output is exactly a player's page: no wrapper, no attribute.
 */
export const StudioMarks = createContext<Marker | null>(null);

/** Wraps a rendered node in its mark (src/render/studio-marker.tsx): loaded only by a preview, so a player's bundle has none of it. */
export type Marker = (path: string, element: ReactNode) => ReactNode;

/** The id of the preview script's element: its presence tells the browser the page is a preview, so hydration marks nodes as the server did. */
export const STUDIO_PREVIEW_SCRIPT_ID = 'studio-preview';

/** The attribute each marked node's wrapper carries. */
export const STUDIO_NODE_ATTRIBUTE = 'data-studio-node';
