/**
 * The studio tab's side of working together (issue 49 part 4): it listens to `GET /api/events` (the
 * browser's EventSource reconnects by itself) and reports what it has open to `POST /api/presence`
 * whenever that changes, and again each time the stream (re)opens: the server forgets a tab's
 * presence when its stream closes, and keeps it alive while the stream is open.
 */
import { operatorPath } from '../../schemas/operator-api/endpoints.ts';
import type { PresenceRequest, StudioEvents } from '../../schemas/operator-api/presence.ts';
import type { StudioStore } from './store.ts';

/** How long a presence report that failed waits before it is sent again. */
export const PRESENCE_RETRY_MS = 2_000;

/** The node a tab reports: the page and the node's key in it, so a marker lands only on that page's outline. */
export const presenceNode = (page: string, key: string) => `${page} ${key}`;

function presenceOf(store: StudioStore, tab: string): PresenceRequest {
  const { draft, selection } = store.getState();
  return {
    tab,
    ...(draft ? { draft: draft.id } : {}),
    ...(selection.template ? { template: selection.template } : {}),
    ...(selection.page && selection.node ? { node: presenceNode(selection.page, selection.node) } : {}),
  };
}

/** Connects a signed-in studio to the event stream; returns the disconnect. */
export function linkTogether(store: StudioStore, tab: string, base = ''): () => void {
  // no EventSource (a test's DOM): no live updates, nothing reported
  if (typeof EventSource === 'undefined') return () => {};
  let reported = '';
  let retry: ReturnType<typeof setTimeout> | undefined;
  // one report on the way at a time: two at once may reach the server in either order, and an older one
  // landing last leaves the others seeing what this tab had open before (a draft without its template)
  let sending = false;
  let queued: { force: boolean } | undefined;
  let closed = false;
  const report = (force = false) => {
    if (closed) return;
    if (sending) {
      queued = { force: force || queued?.force === true };
      return;
    }
    const presence = presenceOf(store, tab);
    const text = JSON.stringify(presence);
    if (text === reported && !force) return;
    reported = text;
    clearTimeout(retry);
    sending = true;
    store
      .getState()
      .reportPresence(presence)
      .catch(() => {
        // a tab that only watches changes nothing: without a retry the others would never see it
        reported = '';
        if (!closed && !queued) retry = setTimeout(() => report(true), PRESENCE_RETRY_MS);
      })
      .finally(() => {
        sending = false;
        const next = queued;
        queued = undefined;
        if (next) report(next.force);
      });
  };
  const source = new EventSource(`${base}${operatorPath('events')}?tab=${tab}`);
  const data = <E extends keyof StudioEvents>(event: MessageEvent<string>): StudioEvents[E] => JSON.parse(event.data) as StudioEvents[E];
  source.addEventListener('open', () => report(true));
  source.addEventListener('presence', (event) => store.getState().setOthers(data<'presence'>(event).items));
  source.addEventListener('draft', (event) => {
    const moved = data<'draft'>(event);
    void store.getState().draftMoved(moved.id, moved.version);
  });
  const unsubscribe = store.subscribe(() => report());
  return () => {
    closed = true;
    clearTimeout(retry);
    unsubscribe();
    source.close();
  };
}
