/**
 * The preview script: served inline (with the page's CSP nonce) only on studio preview pages, never
 * on a player's page. It talks to the studio that frames the page (schemas/preview-messages.ts):
 * `ready` when the page loads and after each client navigation; `select` with the clicked node's key
 * on Alt+click, or on any click while the studio's select mode is on; it draws an outline around the
 * node `highlight` names; `version` asks the page to show a newer draft version in place, which the
 * app does (src/app/platform/preview-updates.ts, through the DOM events of STUDIO_EVENTS) before the
 * script says `ready` with that version, or `outdated` when only a new document can show it. Messages
 * go only to the studio's origins and are taken only from the parent window at one of them. The page
 * cannot take the keyboard focus from the studio until the operator is in the frame.
 *
 * `previewClient` runs in the browser as its own text (Function#toString): it may use nothing from
 * this module's scope, so the names it speaks are handed to it (PREVIEW_SCRIPT_NAMES).
 */
import { PREVIEW_MESSAGES, STUDIO_EVENTS, type PreviewPageMessage } from '../../../schemas/preview-messages.ts';
import { STUDIO_PREVIEW_SCRIPT_ID } from '../../render/studio-marks.ts';

/** What previewClient is handed, as it can import nothing. */
export const PREVIEW_SCRIPT_NAMES = { messages: PREVIEW_MESSAGES, events: STUDIO_EVENTS } as const;

export interface PreviewScriptConfig {
  /** the studio's origins (src/server/preview/origins.ts): the only ones messages go to or come from */
  origins: string[];
  /** the draft version this page was rendered from */
  version: number;
  /** the draft's current version is refused by lint: the page shows `version`, the last clean one */
  refused?: { version: number; message: string };
  /** the page's own address, when it was rendered under the entry's (/__preview/<token>/…): the router must see the page's */
  address?: string;
  /** a player session to sign the preview in with (SessionHost reads it as a signed-in player's), or null to sign out; absent: leave it */
  session?: { key: string; value: string | null };
  /** layout flags the page starts with, in its stored layout state (zustand persist's `{ state, version }` under `key`): the first-visit dialogs shut or open */
  layout?: { key: string; version: number; flags: Record<string, boolean> };
}

interface Host {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The browser half; `w`, `d` and `parent` are window, document and window.parent (tests pass their own). */
export function previewClient(c: PreviewScriptConfig, w: Window, d: Document, parent: Host, names: typeof PREVIEW_SCRIPT_NAMES): void {
  const { messages, events } = names;
  if (c.address) w.history.replaceState(w.history.state, '', c.address);
  if (c.layout) {
    let storage: Storage | null;
    try {
      storage = w.localStorage;
      storage.getItem(c.layout.key);
    } catch {
      storage = null;
    }
    if (!storage) {
      // a frame the browser keeps no storage for (third-party storage blocked): one for the page's lifetime,
      // or the layout state falls back to its defaults and the first-visit dialogs open whatever was asked
      const items = new Map<string, string>();
      const memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'> = {
        get length() {
          return items.size;
        },
        key: (i) => [...items.keys()][i] ?? null,
        getItem: (k) => items.get(k) ?? null,
        setItem: (k, v) => void items.set(k, String(v)),
        removeItem: (k) => void items.delete(k),
        clear: () => items.clear(),
      };
      Object.defineProperty(w, 'localStorage', { value: memory, configurable: true });
      storage = w.localStorage;
    }
    const stored = JSON.parse(storage.getItem(c.layout.key) ?? 'null') as { state?: Record<string, unknown>; version?: number } | null;
    const state = stored?.version === c.layout.version ? { ...stored.state, ...c.layout.flags } : c.layout.flags;
    storage.setItem(c.layout.key, JSON.stringify({ state, version: c.layout.version }));
  }
  // not framed: nothing to talk to
  if ((parent as unknown) === w) return;
  // The studio keeps the keyboard: the page does not move the focus into the frame on its own (a dialog
  // open on load, a focus() call), or what the operator types in the studio lands in the preview. Once
  // the operator is in the frame (it has the focus), the page's focus works as on the site.
  const g = w as Window & typeof globalThis;
  const focus = g.HTMLElement.prototype.focus;
  g.HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (d.hasFocus()) focus.call(this, options);
  };
  const showModal = g.HTMLDialogElement?.prototype.showModal;
  if (showModal)
    g.HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      if (d.hasFocus() || this.inert) return showModal.call(this);
      // opened inert, its focusing steps find nothing to focus; then it is a modal like any other
      this.inert = true;
      try {
        showModal.call(this);
      } finally {
        this.inert = false;
      }
    };
  const ATTR = 'data-studio-node';
  let selecting = false;
  let current: string | null = null;
  let box: HTMLElement | null = null;
  let banner: HTMLElement | null = null;
  let last = w.location.pathname + w.location.search;
  /** the newest version the studio asked to see in place, until the app has shown it (it may start after the ask) */
  let asked: number | null = null;

  if (c.session) {
    try {
      if (c.session.value === null) w.localStorage.removeItem(c.session.key);
      else if (w.localStorage.getItem(c.session.key) !== c.session.value) w.localStorage.setItem(c.session.key, c.session.value);
    } catch {
      // storage refused (a browser's privacy setting): the preview shows a guest
    }
  }

  const post = (message: PreviewPageMessage) => {
    for (const origin of c.origins) {
      try {
        parent.postMessage(message, origin);
      } catch {
        // an origin the parent is not at: the browser drops the message
      }
    }
  };
  // the draft version the page stands for: a refused one is shown as its last clean version, with the banner
  const ready = () => post({ type: messages.ready, path: w.location.pathname + w.location.search, version: c.refused ? c.refused.version : c.version });
  const find = (key: string): Element | null => {
    for (const el of Array.from(d.querySelectorAll(`[${ATTR}]`))) if (el.getAttribute(ATTR) === key) return el;
    return null;
  };
  const keyAt = (target: EventTarget | null): string | null => {
    const el = target && 'closest' in target ? (target as Element).closest(`[${ATTR}]`) : null;
    return el ? el.getAttribute(ATTR) : null;
  };
  /** A display:contents wrapper has no box of its own: the outline goes round what it holds. */
  const place = () => {
    if (!box) return;
    const el = current === null ? null : find(current);
    if (!el) {
      box.style.display = 'none';
      return;
    }
    const range = d.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    box.style.display = 'block';
    box.style.top = `${r.top}px`;
    box.style.left = `${r.left}px`;
    box.style.width = `${r.width}px`;
    box.style.height = `${r.height}px`;
  };
  const highlight = (key: string | null, scroll: boolean) => {
    current = key;
    if (key !== null && !box && d.body) {
      box = d.createElement('div');
      box.setAttribute('data-studio-outline', '');
      box.style.cssText =
        'position:fixed;pointer-events:none;z-index:2147483647;outline:2px solid #2563eb;outline-offset:-1px;background:rgba(37,99,235,.08);display:none';
      d.body.appendChild(box);
    }
    place();
    const el = key === null ? null : find(key);
    const first = el && (el.firstElementChild ?? el);
    if (scroll && first && 'scrollIntoView' in first) first.scrollIntoView({ block: 'nearest' });
  };
  const askApp = () => asked !== null && d.dispatchEvent(new g.CustomEvent(events.version, { detail: { version: asked } }));
  const showRefused = () => {
    if (!c.refused || banner || !d.body) return;
    banner = d.createElement('div');
    banner.setAttribute('role', 'status');
    banner.setAttribute('data-studio-refused', '');
    banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:6px 10px;background:#7f1d1d;color:#fff;font:13px/1.4 system-ui';
    banner.textContent = `This draft has errors (version ${c.refused.version}); the last clean version (${c.version}) is shown.`;
    d.body.appendChild(banner);
  };

  d.addEventListener(
    'click',
    (e) => {
      if (!(e.altKey || selecting)) return;
      const key = keyAt(e.target);
      if (key === null) return;
      // the studio selects; the page must not also follow the link or press the button
      e.preventDefault();
      e.stopImmediatePropagation();
      highlight(key, false);
      post({ type: messages.select, key });
    },
    true,
  );
  w.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== (parent as unknown) || !c.origins.includes(e.origin)) return;
    const m: unknown = e.data;
    if (typeof m !== 'object' || m === null) return;
    const { type, key, on, version } = m as { type?: unknown; key?: unknown; on?: unknown; version?: unknown };
    if (type === messages.highlight && (key === null || typeof key === 'string')) highlight(key, true);
    else if (type === messages.version && typeof version === 'number' && Number.isSafeInteger(version)) {
      asked = version;
      askApp();
    } else if (type === messages.selectMode && typeof on === 'boolean') {
      selecting = on;
      d.documentElement.toggleAttribute('data-studio-select', on);
    }
  });
  // the app's half (src/app/platform/preview-updates.ts): it listens once it runs, and says what it showed
  d.addEventListener(events.listening, askApp);
  d.addEventListener(events.shown, (e: Event) => {
    const shown: unknown = (e as CustomEvent<unknown>).detail;
    if (typeof shown !== 'object' || shown === null) return;
    const { version, refused, outdated } = shown as { version?: unknown; refused?: unknown; outdated?: unknown };
    if (typeof version !== 'number') return;
    asked = null;
    if (outdated === true) {
      post({ type: messages.outdated, version });
      return;
    }
    c.version = version;
    const r = refused as { version?: unknown; message?: unknown } | null | undefined;
    c.refused = r && typeof r.version === 'number' && typeof r.message === 'string' ? { version: r.version, message: r.message } : undefined;
    banner?.remove();
    banner = null;
    showRefused();
    ready();
    setTimeout(place, 0);
  });
  w.addEventListener('scroll', place, true);
  w.addEventListener('resize', place);
  // a client navigation changes the address through the history: the studio hears where the page went
  const moved = () => {
    const now = w.location.pathname + w.location.search;
    if (now === last) return;
    last = now;
    ready();
    setTimeout(place, 0);
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = w.history[name];
    w.history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      setTimeout(moved, 0);
    };
  }
  w.addEventListener('popstate', () => setTimeout(moved, 0));
  const start = () => {
    showRefused();
    ready();
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);
  else start();
}

/** JSON inside an inline script: `<` written as \u003c, so no value can end the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <script> element for a preview page, under the page's nonce. */
export function previewScriptTag(config: PreviewScriptConfig, nonce: string): string {
  return `<script id="${STUDIO_PREVIEW_SCRIPT_ID}" nonce="${nonce}">(${previewClient.toString()})(${scriptJson(config)},window,document,window.parent,${scriptJson(PREVIEW_SCRIPT_NAMES)});</script>`;
}

/** The page with the preview script at the end of its <head>: it listens before the page's own scripts start. */
export function withPreviewScript(html: string, config: PreviewScriptConfig, nonce: string): string {
  const at = html.indexOf('</head>');
  const tag = previewScriptTag(config, nonce);
  return at >= 0 ? html.slice(0, at) + tag + html.slice(at) : tag + html;
}
