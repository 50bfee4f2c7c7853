import { createContext, type ReactNode } from 'react';
import type { RouteEntry } from '../../schemas/routes.ts';

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

/**
 * A shown preview page updates to a newer draft version in place (issue 30): the studio's message goes
 * to the preview script (src/server/preview/script.ts), which asks the app with these DOM events; the app
 * (src/app/platform/preview-updates.ts) reads the version's revision from PREVIEW_DRAFT_PATH.
 */
export const STUDIO_EVENTS = {
  /** script → app, detail `{ version }`: show this draft version */
  version: 'studio:version',
  /** app → script: the app listens now (a version asked before it started is asked again) */
  listening: 'studio:listening',
  /** app → script, detail `{ version, refused }` or `{ version, outdated: true }`: what the page shows now */
  shown: 'studio:shown',
} as const;

/** `GET` with the preview cookie, `?v=<version>`: the revision and route table of the draft at that version. */
export const PREVIEW_DRAFT_PATH = '/__preview-draft';

/**
 * What PREVIEW_DRAFT_PATH answers with a 200 (src/server/preview/responder.ts), for the preview cookie's
 * draft: the revision of its set at that version (waited for as the preview's entry does), so a shown
 * page loads that revision's trees from /__config/<revision>/… and updates in place.
 */
export interface PreviewDraftAnswer {
  /** the draft version the set was built from (an earlier, clean one when the newest is refused) */
  version: number;
  revision: string;
  routes: RouteEntry[];
  refused?: { version: number; message: string };
}
