import { STUDIO_EVENTS } from '../../../schemas/preview-messages.ts';
import type { RouteEntry } from '../../../schemas/routes.ts';
import type { ConfigSource } from '../../config/config-set.ts';
import { remoteSource } from '../../config/source.ts';
import { PREVIEW_DRAFT_PATH, type PreviewDraftAnswer } from '../../render/studio-events.ts';
import type { RootData } from '../../state/root-data.tsx';
import { keepEqual } from '../../lib/keep-equal.ts';

/**
 * A studio preview page showing a newer draft version in place (issue 30: the preview reflects an edit
 * within 500 ms): a new document costs the server's render of the whole page and the frame's parse of
 * it; here the page asks which revision the version is, swaps the config its loaders read for that
 * revision's trees (/__config/<revision>/…, the preview's own), and revalidates, so only what the edit
 * changed is rendered again. Loaded only when the preview script is in the page (entry-client.tsx).
 */

/** The answer of PREVIEW_DRAFT_PATH, or undefined for anything else. */
export function draftAnswer(value: unknown): PreviewDraftAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v['version'] !== 'number' || typeof v['revision'] !== 'string' || !Array.isArray(v['routes'])) return undefined;
  const refused = v['refused'] as { version?: unknown; message?: unknown } | undefined;
  const trees = v['trees'];
  return {
    version: v['version'],
    revision: v['revision'],
    routes: v['routes'] as RouteEntry[],
    ...(refused && typeof refused.version === 'number' && typeof refused.message === 'string'
      ? { refused: { version: refused.version, message: refused.message } }
      : {}),
    ...(typeof trees === 'object' && trees !== null && !Array.isArray(trees) ? { trees: trees as Record<string, unknown> } : {}),
  };
}

/**
 * Resolves at the first animation frame after the document next changes (the commit of the render
 * the revalidation scheduled), or after `capMs` when nothing changes (an edit this view does not show).
 * Another change may come first (a carousel's slide): then the studio hears "shown" a render early,
 * which only moves its highlight; what the frame shows is the page's own.
 */
export function paintAfterChange(doc: Document, win: Window, capMs = 300): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      win.requestAnimationFrame(() => resolve());
    };
    const observer = new MutationObserver(finish);
    observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(finish, capMs);
  });
}

/**
 * The new revision's source, whose every part keeps the objects of the same part the page was last
 * shown (`shown`, by part; filled here) wherever they hold the same JSON (src/lib/keep-equal.ts): the
 * renderer keeps its work by node identity (src/render/node-memo.ts) and skips a node whose props are
 * the same objects, so an edit of one node's prop renders that node again, not the page. The first
 * version's parts came with the document, not through here: the first update keeps nothing.
 */
export function keptFrom(shown: Map<string, unknown>, next: ConfigSource): ConfigSource {
  const kept = new Map<string, Promise<unknown>>();
  const keep = <T>(key: string, fresh: () => Promise<T>): Promise<T> => {
    let found = kept.get(key) as Promise<T> | undefined;
    if (!found) {
      found = fresh().then((value) => {
        const out = keepEqual(shown.get(key), value);
        shown.set(key, out);
        return out;
      });
      kept.set(key, found);
      found.catch(() => kept.delete(key));
    }
    return found;
  };
  return {
    ...next,
    layout: (name) => keep(`layout/${name}`, () => next.layout(name)),
    page: (name, template) => keep(`page/${template}/${name}`, () => next.page(name, template)),
    template: (key) => keep(`template/${key}`, () => next.template(key)),
  };
}

export interface PreviewUpdateDeps {
  doc: Document;
  /** the page's address on its site (the preview script put it in the address bar) */
  pathname: () => string;
  fetchFn: (path: string, init?: RequestInit) => Promise<Response>;
  painted: () => Promise<void>;
}

/**
 * Listens for the preview script's asks; `config` is the object the router's loaders hold
 * (entry-client.tsx): its parts are replaced by the new revision's. `root`: the page's root data, whose
 * site's template key makes the answer carry the trees the page's loaders read (no round trip for them).
 * Returns the unsubscribe.
 */
export function followDraftVersions(
  router: { revalidate(): Promise<void> },
  config: ConfigSource,
  root: Pick<RootData, 'state'> | undefined,
  deps?: Partial<PreviewUpdateDeps>,
): () => void {
  const template = root?.state.kind === 'ready' ? root.state.template.key : undefined;
  const doc = deps?.doc ?? document;
  const pathname = deps?.pathname ?? (() => window.location.pathname);
  const fetchFn = deps?.fetchFn ?? ((path: string, init?: RequestInit) => fetch(path, init));
  const painted = deps?.painted ?? (() => paintAfterChange(doc, window));
  let latest = 0;
  // each part as the page last showed it: the next version's equal parts are these objects
  const shown = new Map<string, unknown>();
  const tell = (detail: unknown) => doc.dispatchEvent(new CustomEvent(STUDIO_EVENTS.shown, { detail }));
  const onVersion = async (event: Event) => {
    const version: unknown = (event as CustomEvent<{ version?: unknown } | null>).detail?.version;
    if (typeof version !== 'number') return;
    // asks overtake one another: only the newest is answered
    const mine = ++latest;
    try {
      const page = template ? `&template=${encodeURIComponent(template)}&path=${encodeURIComponent(pathname())}` : '';
      const res = await fetchFn(`${PREVIEW_DRAFT_PATH}?v=${version}${page}`, { credentials: 'same-origin' });
      const answer = res.ok ? draftAnswer(await res.json()) : undefined;
      if (mine !== latest) return;
      // a new route table means new routes for the router itself: only a new document has them
      if (!answer || JSON.stringify(answer.routes) !== JSON.stringify(config.routes)) return void tell({ version, outdated: true });
      if (answer.revision !== config.revision) {
        const next = remoteSource(answer.revision, answer.routes, (path) => {
          // a tree the answer carried is read from it (not in the player's config source: its bytes are every page's)
          const carried = answer.trees?.[path];
          return carried === undefined ? fetchFn(path, { credentials: 'same-origin' }) : Promise.resolve(new Response(JSON.stringify(carried)));
        });
        Object.assign(config, keptFrom(shown, next));
        // the router commits the new data in a transition after this resolves: the paint after its change
        await router.revalidate();
        await painted();
        if (mine !== latest) return;
      }
      tell({ version: answer.version, refused: answer.refused ?? null });
    } catch {
      if (mine === latest) tell({ version, outdated: true });
    }
  };
  doc.addEventListener(STUDIO_EVENTS.version, onVersion);
  doc.dispatchEvent(new CustomEvent(STUDIO_EVENTS.listening));
  return () => doc.removeEventListener(STUDIO_EVENTS.version, onVersion);
}
