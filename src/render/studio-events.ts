import type { RouteEntry } from '../../schemas/routes.ts';

// Apart from studio-marks.ts, which the entry imports: a player's first load carries none of these names.

/**
 * `GET` with the preview cookie, `?v=<version>&template=<key>&path=<pathname>`: the revision and route
 * table of the draft at that version, with the trees the asking page loads in it, which the app (src/app/platform/preview-updates.ts) reads to show a newer draft version in
 * place when the preview script asks it (STUDIO_EVENTS of schemas/preview-messages.ts).
 */
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
  /** the trees the asking page loads in this revision (its template, layout and page), by their /__config/<revision>/… address */
  trees?: Record<string, unknown>;
}
