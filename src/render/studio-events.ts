import type { RouteEntry } from '../../schemas/routes.ts';

// Apart from studio-marks.ts, which the entry imports: a player's first load carries none of these names.

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
