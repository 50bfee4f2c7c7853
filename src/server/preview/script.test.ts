// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES, STUDIO_EVENTS } from '../../../schemas/preview-messages.ts';
import { PREVIEW_SCRIPT_NAMES, previewClient, previewScriptTag, withPreviewScript, type PreviewScriptConfig } from './script.ts';

const STUDIO = 'http://localhost:3001';
let studio: Window;
let sent: { message: unknown; origin: string }[];
/** each test's preview page is a frame of its own: its own window, document and listeners */
let w: Window & typeof globalThis;
let d: Document;

function page(config: Partial<PreviewScriptConfig> = {}) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  w = frame.contentWindow as Window & typeof globalThis;
  d = frame.contentDocument!;
  // jsdom lays nothing out: a range measures as a fixed box
  w.Range.prototype.getBoundingClientRect = () => new DOMRect(10, 20, 300, 40);
  d.body.innerHTML = `
    <div data-studio-node="layout:" style="display:contents">
      <header><a id="home" href="/">Home</a></header>
      <div data-studio-node="layout:/children/1" style="display:contents">
        <div data-studio-node="page:/children/0" style="display:contents"><button id="play">Play</button></div>
      </div>
    </div>`;
  previewClient({ origins: [STUDIO, 'http://127.0.0.1:3001'], version: 4, ...config }, w, d, studio, PREVIEW_SCRIPT_NAMES);
}

const fromStudio = (data: unknown, origin = STUDIO, source: Window = studio) => w.dispatchEvent(new w.MessageEvent('message', { data, origin, source }));
const click = (id: string, init: MouseEventInit = {}) => {
  const event = new w.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  d.getElementById(id)!.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  const frame = document.createElement('iframe');
  document.body.after(frame);
  studio = frame.contentWindow!;
  sent = [];
  vi.spyOn(studio, 'postMessage').mockImplementation(((message: unknown, origin: string) => sent.push({ message, origin })) as Window['postMessage']);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the preview script', () => {
  it('says it is ready, with the path and version, to each studio origin only', () => {
    page();
    const path = w.location.pathname + w.location.search;
    expect(sent).toEqual([
      { message: { type: 'studio:ready', path, version: 4 }, origin: STUDIO },
      { message: { type: 'studio:ready', path, version: 4 }, origin: 'http://127.0.0.1:3001' },
    ]);
  });

  it('Alt+click selects the innermost node and keeps the click from the page', () => {
    page();
    sent = [];
    const pageHandler = vi.fn();
    d.getElementById('play')!.addEventListener('click', pageHandler);
    const event = click('play', { altKey: true });
    expect(sent.map((s) => s.message)).toEqual([
      { type: 'studio:select', key: 'page:/children/0' },
      { type: 'studio:select', key: 'page:/children/0' },
    ]);
    expect(event.defaultPrevented).toBe(true);
    expect(pageHandler).not.toHaveBeenCalled();
  });

  it('a plain click is the page’s own until the studio turns select mode on', () => {
    page();
    sent = [];
    const plain = click('home');
    expect(sent).toEqual([]);
    expect(plain.defaultPrevented).toBe(false);
    fromStudio({ type: 'studio:selectMode', on: true });
    expect(d.documentElement.hasAttribute('data-studio-select')).toBe(true);
    click('home');
    expect(sent[0]?.message).toEqual({ type: 'studio:select', key: 'layout:' });
  });

  it('outlines the node the studio highlights, and removes the outline on null', () => {
    page();
    fromStudio({ type: 'studio:highlight', key: 'layout:/children/1' });
    const outline = d.querySelector<HTMLElement>('[data-studio-outline]');
    expect(outline?.style.display).toBe('block');
    expect([outline?.style.top, outline?.style.left, outline?.style.width, outline?.style.height]).toEqual(['20px', '10px', '300px', '40px']);
    fromStudio({ type: 'studio:highlight', key: null });
    expect(outline?.style.display).toBe('none');
  });

  it('ignores messages from another origin, another window, or of another shape', () => {
    page();
    const other = document.createElement('iframe');
    document.body.after(other);
    fromStudio({ type: 'studio:highlight', key: 'layout:' }, 'https://evil.example');
    fromStudio({ type: 'studio:highlight', key: 'layout:' }, STUDIO, other.contentWindow!);
    fromStudio({ type: 'studio:selectMode', on: 'yes' });
    fromStudio('studio:highlight');
    expect(d.querySelector('[data-studio-outline]')).toBeNull();
    expect(d.documentElement.hasAttribute('data-studio-select')).toBe(false);
    other.remove();
  });

  it('says where the page went after a client navigation', async () => {
    // the test's own window: a blank frame has no address to move from
    previewClient({ origins: [STUDIO], version: 4 }, window, document, studio, PREVIEW_SCRIPT_NAMES);
    sent = [];
    window.history.pushState(null, '', '/slots?x=1');
    await new Promise((r) => setTimeout(r, 5));
    expect(sent[0]?.message).toEqual({ type: 'studio:ready', path: '/slots?x=1', version: 4 });
    window.history.pushState(null, '', '/slots?x=1');
    await new Promise((r) => setTimeout(r, 5));
    expect(sent).toHaveLength(1);
  });

  it('shows that a refused version is not what is shown', () => {
    page({ refused: { version: 7, message: 'lint errors' } });
    expect(d.querySelector('[data-studio-refused]')?.textContent).toBe('This draft has errors (version 7); the last clean version (4) is shown.');
  });

  it('signs the preview in or out through the stored session', () => {
    page({ session: { key: 'session', value: '{"state":{"isAuthenticated":true}}' } });
    expect(w.localStorage.getItem('session')).toBe('{"state":{"isAuthenticated":true}}');
    page({ session: { key: 'session', value: null } });
    expect(w.localStorage.getItem('session')).toBeNull();
  });

  it('keeps the page from taking the focus until the frame has it: a focus() or a dialog opening on load', () => {
    const inertWhenOpened: boolean[] = [];
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const fw = frame.contentWindow as Window & typeof globalThis;
    // jsdom has no showModal: this one runs the dialog focusing steps as a browser does (an inert dialog takes no focus)
    fw.HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      inertWhenOpened.push(this.inert);
      this.setAttribute('open', '');
    };
    const fd = frame.contentDocument!;
    fd.body.innerHTML = '<button id="b">B</button><dialog id="m"><button>OK</button></dialog>';
    let focused = false;
    vi.spyOn(fd, 'hasFocus').mockImplementation(() => focused);
    previewClient({ origins: [STUDIO], version: 1 }, fw, fd, studio, PREVIEW_SCRIPT_NAMES);
    const button = fd.getElementById('b')!;
    const dialog = fd.getElementById('m') as HTMLDialogElement;
    button.focus();
    expect(fd.activeElement).not.toBe(button);
    dialog.showModal();
    expect(dialog.open).toBe(true);
    expect(inertWhenOpened).toEqual([true]);
    expect(dialog.inert).toBe(false);
    // the operator clicked into the preview: the page's own focus works again
    focused = true;
    button.focus();
    expect(fd.activeElement).toBe(button);
    dialog.removeAttribute('open');
    dialog.showModal();
    expect(inertWhenOpened).toEqual([true, false]);
  });

  it('asks the app for a version the studio wants in place, again once the app listens, and says what the app showed', () => {
    page();
    sent = [];
    const asked: unknown[] = [];
    d.addEventListener(STUDIO_EVENTS.version, (e) => asked.push((e as CustomEvent).detail));
    fromStudio({ type: 'studio:version', version: 5 });
    // from anywhere else, or not a whole number: nothing
    fromStudio({ type: 'studio:version', version: 6 }, 'http://evil.example');
    fromStudio({ type: 'studio:version', version: '7' });
    expect(asked).toEqual([{ version: 5 }]);
    // the app started after the ask: it hears it again
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.listening));
    expect(asked).toEqual([{ version: 5 }, { version: 5 }]);
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.shown, { detail: { version: 5, refused: null } }));
    const path = w.location.pathname + w.location.search;
    expect(sent.map((s) => s.message)).toEqual([
      { type: 'studio:ready', path, version: 5 },
      { type: 'studio:ready', path, version: 5 },
    ]);
    // shown: nothing left to ask again
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.listening));
    expect(asked).toHaveLength(2);
  });

  it('shows or clears the refused banner with what the app showed, and passes on an outdated page', () => {
    page();
    sent = [];
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.shown, { detail: { version: 5, refused: { version: 6, message: 'bad' } } }));
    expect(d.querySelector('[data-studio-refused]')?.textContent).toContain('version 6');
    // it stands for the draft's version 6 (shown as 5, the last clean one): the studio asks nothing more
    expect(sent[0]?.message).toMatchObject({ type: 'studio:ready', version: 6 });
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.shown, { detail: { version: 7, refused: null } }));
    expect(d.querySelector('[data-studio-refused]')).toBeNull();
    sent = [];
    d.dispatchEvent(new w.CustomEvent(STUDIO_EVENTS.shown, { detail: { version: 8, outdated: true } }));
    expect(sent.map((s) => s.message)).toEqual([
      { type: 'studio:outdated', version: 8 },
      { type: 'studio:outdated', version: 8 },
    ]);
    // the script (it runs as its own text) is handed the names the app and the studio speak
    const tag = previewScriptTag({ origins: [], version: 1 }, 'n');
    for (const name of [...Object.values(STUDIO_EVENTS), ...Object.values(PREVIEW_MESSAGES)]) expect(tag).toContain(`"${name}"`);
  });

  it('runs as served: the tag’s own text, handed the names, says it is ready', () => {
    // framed by the studio's window, whose postMessage the test hears
    const frame = studio.document.createElement('iframe');
    studio.document.body.append(frame);
    const tag = previewScriptTag({ origins: [STUDIO], version: 3 }, 'n');
    const body = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    new Function('window', 'document', body)(frame.contentWindow, frame.contentDocument);
    const { pathname, search } = frame.contentWindow!.location;
    expect(sent).toEqual([{ message: { type: PREVIEW_MESSAGES.ready, path: pathname + search, version: 3 }, origin: STUDIO }]);
  });

  it('does nothing when the page is not framed', () => {
    previewClient({ origins: [STUDIO], version: 1 }, window, document, window, PREVIEW_SCRIPT_NAMES);
    expect(sent).toEqual([]);
  });

  it('goes into the head under the nonce, and no value can close the script', () => {
    const html = withPreviewScript('<html><head><title>x</title></head><body></body></html>', { origins: ['http://a</script><script>'], version: 1 }, 'N0NCE');
    expect(html).toMatch(/^<html><head><title>x<\/title><script id="studio-preview" nonce="N0NCE">/);
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(previewScriptTag({ origins: [], version: 1 }, 'n')).toContain('(function');
  });
});

describe("the preview page's first-visit dialogs", () => {
  it("start shut or open as the studio asks, keeping the frame's other layout flags", () => {
    page();
    w.localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: true, show_rewards: false }, version: 1 }));
    previewClient(
      { origins: [STUDIO], version: 1, layout: { key: 'layout', version: 1, flags: { show_bf_ann_modal: false } } },
      w,
      d,
      studio,
      PREVIEW_SCRIPT_NAMES,
    );
    expect(JSON.parse(w.localStorage.getItem('layout')!)).toEqual({ state: { show_bf_ann_modal: false, show_rewards: false }, version: 1 });
    previewClient(
      { origins: [STUDIO], version: 1, layout: { key: 'layout', version: 1, flags: { show_bf_ann_modal: true } } },
      w,
      d,
      studio,
      PREVIEW_SCRIPT_NAMES,
    );
    expect(JSON.parse(w.localStorage.getItem('layout')!).state.show_bf_ann_modal).toBe(true);
  });
});

describe('a preview frame without storage', () => {
  it('gets one for the page, holding the first-visit dialogs shut', () => {
    page();
    Object.defineProperty(w, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    previewClient(
      { origins: [STUDIO], version: 1, layout: { key: 'layout', version: 1, flags: { show_bf_ann_modal: false } } },
      w,
      d,
      studio,
      PREVIEW_SCRIPT_NAMES,
    );
    expect(JSON.parse(w.localStorage.getItem('layout')!)).toEqual({ state: { show_bf_ann_modal: false }, version: 1 });
  });
});
