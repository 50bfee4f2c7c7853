/**
 * How a studio preview page talks, in one home below the player code, the server, the engine and the
 * studio. The studio and the preview script that frames' page runs (src/server/preview/script.ts)
 * post PREVIEW_MESSAGES to each other (window.postMessage, origin-checked both ways); the script and
 * the app (src/app/platform/preview-updates.ts) speak STUDIO_EVENTS on the page's document. Only the
 * preview's own chunks import this: a player's first load carries none of these names.
 */
export const PREVIEW_MESSAGES = {
  /** page → studio: the operator picked this node (Alt+click, or any click in the studio's select mode) */
  select: 'studio:select',
  /** page → studio: the page loaded or went to `path`; `version` is the draft version it stands for (a refused one is shown as its last clean version, with a banner) */
  ready: 'studio:ready',
  /** page → studio: the page cannot show the asked version in place (its route table changed, a fetch failed): load a new frame */
  outdated: 'studio:outdated',
  /** studio → page: outline this node, or none */
  highlight: 'studio:highlight',
  /** studio → page: show this newer draft version in place (no new document) */
  version: 'studio:version',
  /** studio → page: the studio's select mode (every click in the preview selects; without it, Alt+click does) */
  selectMode: 'studio:selectMode',
} as const;

type Name = typeof PREVIEW_MESSAGES;

/** What the preview page posts to the studio. */
export type PreviewPageMessage =
  { type: Name['select']; key: string } | { type: Name['ready']; path: string; version: number } | { type: Name['outdated']; version: number };

/** What the studio posts to the preview page. */
export type PreviewStudioMessage =
  { type: Name['highlight']; key: string | null } | { type: Name['version']; version: number } | { type: Name['selectMode']; on: boolean };

export type PreviewMessage = PreviewPageMessage | PreviewStudioMessage;

/** The DOM events by which a shown preview page updates to a newer draft version in place (issue 30). */
export const STUDIO_EVENTS = {
  /** script → app, detail `{ version }`: show this draft version */
  version: 'studio:version',
  /** app → script: the app listens now (a version asked before it started is asked again) */
  listening: 'studio:listening',
  /** app → script, detail `{ version, refused }` or `{ version, outdated: true }`: what the page shows now */
  shown: 'studio:shown',
} as const;
