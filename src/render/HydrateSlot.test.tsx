// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataToHydrate } from './hydrate-plan.ts';
import { PageAddressContext, SlotNavigationContext, WidgetLoadContext } from './load-context.ts';
import { ROUTE_LINK } from './held-link.ts';
import { createRegistry } from './registry.ts';
import { Render } from './Render.tsx';
import { WAKE_AHEAD, WAKE_MARK } from './wake-mark.ts';
import { FlagSourceContext, type FlagSource } from './layout-flags.ts';
import type { LoadContext, Node, RegisteredWidget, RenderContext, TreeData, WidgetComponentProps } from './types.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const boardRenders = vi.fn();
const tallyRenders = vi.fn();
const boardLoad = vi.fn(async () => ['late ace', 'late king']);

function Box({ children }: WidgetComponentProps) {
  return <div className="box">{children}</div>;
}
function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>clicked {n}</button>;
}
/** A tall list whose end the server marks: it must near the viewport before the list comes alive. */
function LongList() {
  const [n, setN] = useState(0);
  return (
    <section>
      <button onClick={() => setN(n + 1)}>more {n}</button>
      <div className="end" {...{ [WAKE_MARK]: '' }} />
    </section>
  );
}
/** A search box in a long list: what the player types is what the list shows. */
function SearchList() {
  const [q, setQ] = useState('');
  return (
    <section>
      <input type="search" aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      <p className="shown">{q ? `matching ${q}` : 'everything'}</p>
      <div className="end" {...{ [WAKE_MARK]: '' }} />
    </section>
  );
}
/** A menu of links beside a button: route links the router can follow, and one with a handler of its own. */
function Menu() {
  const [n, setN] = useState(0);
  return (
    <nav>
      <a href="/vip" {...{ [ROUTE_LINK]: '' }}>
        <span className="vip">VIP</span>
      </a>
      <a href="/play/1" className="own">
        play
      </a>
      <button onClick={() => setN(n + 1)}>menu {n}</button>
    </nav>
  );
}
/** A menu the browser opens by itself (a popover and its button), with a field in it focus moves to. */
function PopMenu() {
  const [n, setN] = useState(0);
  return (
    <nav>
      <button className="opener" {...{ popovertarget: 'pop-list' }}>
        languages
      </button>
      <div id="pop-list" popover="auto">
        <input aria-label="Find" />
        <button className="pick" onClick={() => setN(n + 1)}>
          picked {n}
        </button>
      </div>
    </nav>
  );
}
/** A live widget that counts its renders. */
function Tally() {
  tallyRenders();
  return <button>tally</button>;
}
function Board({ data }: WidgetComponentProps<Record<string, unknown>, string[]>) {
  boardRenders();
  return (
    <ol className="board">
      {(Array.isArray(data) ? data : []).map((name: string) => (
        <li key={name}>{name}</li>
      ))}
    </ol>
  );
}

const widgets: RegisteredWidget[] = [
  { name: 'Box', defaults: {}, component: Box, hydrate: 'never' },
  { name: 'Counter', defaults: {}, component: Counter },
  { name: 'IdleCounter', defaults: {}, component: Counter, hydrate: 'idle' },
  { name: 'TouchCounter', defaults: {}, component: Counter, hydrate: 'interaction' },
  { name: 'FlagCounter', defaults: {}, component: Counter, hydrate: 'interaction', follows: ['panelOpen'] },
  { name: 'SeenCounter', defaults: {}, component: Counter, hydrate: 'visible' },
  { name: 'LongList', defaults: {}, component: LongList, hydrate: 'visible' },
  { name: 'SearchList', defaults: {}, component: SearchList, hydrate: 'visible' },
  { name: 'Board', defaults: {}, component: Board as RegisteredWidget['component'], hydrate: 'never', load: boardLoad },
  { name: 'Menu', defaults: {}, component: Menu, hydrate: 'interaction' },
  { name: 'Tally', defaults: {}, component: Tally, hydrate: 'interaction' },
  { name: 'PopMenu', defaults: {}, component: PopMenu, hydrate: 'interaction' },
  { name: 'TouchBoard', defaults: {}, component: Board as RegisteredWidget['component'], hydrate: 'interaction', load: boardLoad },
];
const registry = createRegistry(widgets);
const tree: Node = { widget: 'Box', children: [{ widget: 'Counter' }, { widget: 'Board' }] };
const serverData: TreeData = { 'page/1': { ok: true, value: ['ace', 'king'] } };
const ctx = (locale: string, more: Partial<RenderContext> = {}): RenderContext => ({
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'xs', width: 0 }],
  breakpoint: 'xs',
  dev: false,
  unavailableText: 'unavailable',
  locale,
  ...more,
});
const loadCtx = { api: {}, domain: 'casino1.localhost', externalId: 'ext' } as unknown as LoadContext;

const page = (data: TreeData, locale = 'EN', root: Node = tree, more: Partial<RenderContext> = {}, address = '/') => (
  <IntlProvider code={locale} messages={{}}>
    <WidgetLoadContext.Provider value={loadCtx}>
      <PageAddressContext.Provider value={address}>
        <Render root={root} prefix="page" registry={registry} ctx={ctx(locale, more)} data={data} />
      </PageAddressContext.Provider>
    </WidgetLoadContext.Provider>
  </IntlProvider>
);

/** The server's HTML: rendered where there is no document, as on the server. */
function serverHtml(root: Node = tree): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page(serverData, 'EN', root));
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('a never widget at hydration', () => {
  it('keeps its server HTML with no mismatch, no re-render and no data, while the rest hydrates', async () => {
    const html = serverHtml();
    boardRenders.mockClear();
    expect(html).toContain('data-hydrate="never"');
    expect(html).toContain('<li>ace</li>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const boardBefore = container.querySelector('.board');
    const hydrationData = dataToHydrate(tree, 'page', registry, serverData);
    expect(hydrationData).toEqual({});

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, page(hydrationData), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(boardRenders).not.toHaveBeenCalled();
    expect(boardLoad).not.toHaveBeenCalled();
    // the very nodes the server sent, untouched
    expect(container.querySelector('.board')).toBe(boardBefore);
    expect(container.innerHTML).toBe(html);
    consoleError.mockRestore();
  });

  it('the container comes alive for a live child; the never child keeps its server nodes', async () => {
    // Box is never by itself, but holds a Counter that hydrates: it hydrates with the page
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page(dataToHydrate(tree, 'page', registry, serverData)));
    });
    const button = container.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('clicked 1');
    expect(container.querySelector('.board li')?.textContent).toBe('ace');
  });

  it('comes alive, loading its left-out data, when the language changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const data = dataToHydrate(tree, 'page', registry, serverData);
    await act(async () => {
      root = hydrateRoot(container, page(data));
    });
    await act(async () => root?.render(page(data, 'CN')));
    await vi.waitFor(() => expect(container.querySelector('.board li')?.textContent).toBe('late ace'));
    expect(boardLoad).toHaveBeenCalledOnce();
    expect(boardLoad).toHaveBeenCalledWith({}, loadCtx);
  });

  it('a slot inside one that comes alive does not keep server HTML rendered in another language', async () => {
    const frozen: Node = { widget: 'Box', children: [{ widget: 'Box' }, { widget: 'Board' }] };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(frozen);
    document.body.append(container);
    const data = dataToHydrate(frozen, 'page', registry, serverData);
    await act(async () => {
      root = hydrateRoot(container, page(data, 'EN', frozen));
    });
    expect(container.querySelector('.board li')?.textContent).toBe('ace');
    await act(async () => root?.render(page(data, 'CN', frozen)));
    await vi.waitFor(() => expect(container.querySelector('.board li')?.textContent).toBe('late ace'));
  });
});

describe('an idle widget coming alive', () => {
  it('hydrates its server DOM in place, in the same task it decides to: the very nodes become the live widget', async () => {
    const idle: Node = { widget: 'IdleCounter' };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(idle);
    document.body.append(container);
    // jsdom has no requestIdleCallback: the slot wakes on a timer, which the test fires
    await import('./replay.ts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        root = hydrateRoot(container, page({}, 'EN', idle));
      });
      const server = container.querySelector('[data-slot="page"]');
      const button = server?.querySelector('button');
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      vi.advanceTimersByTime(1);
      // microtasks only: React's scheduled work (a macrotask) has not run, so anything live here was committed at once
      // (the input-carrying module the wake loads is in the module cache: its import settles in microtasks too)
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(container.querySelector('[data-slot="page"]')).toBe(server);
      expect(server?.hasAttribute('data-live')).toBe(true);
      expect(server?.querySelector('button')).toBe(button);
      button?.click();
      await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('clicked 1'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      vi.useRealTimers();
    }
  });
});

describe('an interaction widget', () => {
  const touch: Node = { widget: 'TouchCounter' };

  async function hydrated() {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(touch);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', touch));
    });
    return container;
  }

  it('keeps its server HTML however long the page sits idle; the first click brings it alive and counts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let container: HTMLElement;
    try {
      container = await hydrated();
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(container.querySelector('[data-live]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const server = container.querySelector('[data-slot="page"] button');
    expect(server?.textContent).toBe('clicked 0');
    await act(async () => {
      (server as HTMLButtonElement).click();
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('clicked 1'));
  });

  it('shows a chip’s press as the finger lands, before its click (any other control’s at the click); the live render takes the mark off', async () => {
    const plain = await hydrated();
    const button = plain.querySelector('[data-slot="page"] button') as HTMLButtonElement;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(button.hasAttribute('data-pressed'), 'not a chip: its mark could move it from under the finger').toBe(false);
    act(() => root?.unmount());
    root = null;
    plain.remove();
    const container = await hydrated();
    const server = container.querySelector('[data-slot="page"] button') as HTMLButtonElement;
    // as a provider chip (widgets/GameGrid/ProviderFilter.tsx)
    server.setAttribute('data-provider', 'PG');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(server.hasAttribute('data-pressed'), 'in the pointerdown’s own task').toBe(true);
      server.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      await vi.waitFor(() => expect(container.querySelector('[data-live] button')).toBeTruthy());
      expect(container.querySelector('[data-pressed]'), 'live: no click came, the press is over').toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('asks for its code and data after the frame that shows the press, not in the tap’s own task', async () => {
    const board: Node = { widget: 'TouchBoard' };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(board);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', board));
    });
    const item = container.querySelector('[data-slot="page"]') as HTMLElement;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const type of ['pointerover', 'pointerdown', 'touchstart', 'click'])
        item.dispatchEvent(type === 'click' ? new MouseEvent(type, { bubbles: true }) : new Event(type, { bubbles: true }));
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(boardLoad, 'in the tap’s own task').not.toHaveBeenCalled();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await vi.waitFor(() => expect(boardLoad).toHaveBeenCalledTimes(1));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('woken ahead of a touch (the app, once the page is idle) comes alive, and nothing is clicked', async () => {
    const container = await hydrated();
    await act(async () => {
      container.querySelector('[data-slot="page"]')?.dispatchEvent(new Event(WAKE_AHEAD));
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('clicked 0'));
  });

  it('woken ahead, a press that begins before its render is committed ends on the same element, now live; its click counts', async () => {
    const container = await hydrated();
    const slot = container.querySelector('[data-slot="page"]') as HTMLElement;
    const server = slot.querySelector('button') as HTMLButtonElement;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await import('./replay.ts');
      slot.dispatchEvent(new Event(WAKE_AHEAD));
      // the code is here after some microtasks (the modules are cached); the render it starts (a transition) is
      // React's scheduled work, not run yet
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(container.querySelector('[data-live]')).toBeNull();
      server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      // React's work runs now: it hydrates the server DOM, so the element under the pointer stays
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.isConnected, 'the pressed button is still in the page').toBe(true);
      expect(container.querySelector('[data-live] button')).toBe(server);
      server.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      server.click();
      await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('clicked 1'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('comes alive when the page moves on or the player signs in, with no touch', async () => {
    const changes: { more?: Partial<RenderContext>; address?: string }[] = [{ address: '/slots' }, { more: { isAuthenticated: true } }];
    for (const change of changes) {
      const container = await hydrated();
      expect(container.querySelector('[data-live]')).toBeNull();
      await act(async () => {
        root?.render(page({}, 'EN', touch, change.more, change.address));
      });
      await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('clicked 0'));
      act(() => root?.unmount());
      root = null;
      container.remove();
    }
  });
});

describe("a popover's or a dialog's button in server HTML", () => {
  const pop: Node = { widget: 'PopMenu' };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves its tap to the browser: the widget comes alive only after the next frame, neither at the press nor at the click', async () => {
    const frames: (() => void)[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
    const container = document.createElement('div');
    container.innerHTML = serverHtml(pop);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', pop));
    });
    const opener = container.querySelector('.opener') as HTMLButtonElement;
    await act(async () => {
      opener.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      opener.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      opener.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => {
      opener.click();
    });
    // the widget's code is cached: a wake at the press or the click would have it live by now
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(frames).toHaveLength(1);
    await act(async () => frames.shift()?.());
    await vi.waitFor(() => expect(container.querySelector('[data-live] .opener')).toBe(opener));
  });

  it('focused with no tap (a keyboard), wakes its widget after the next frame', async () => {
    const frames: (() => void)[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
    const container = document.createElement('div');
    container.innerHTML = serverHtml(pop);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', pop));
    });
    const opener = container.querySelector('.opener') as HTMLButtonElement;
    await act(async () => opener.focus());
    expect(frames).toHaveLength(1);
    await act(async () => frames.shift()?.());
    await vi.waitFor(() => expect(container.querySelector('[data-live] .opener')).toBe(document.activeElement));
  });

  it('focus the browser moves into what it opened wakes the widget after the frame, not in the task that opened it', async () => {
    const frames: (() => void)[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
    const container = document.createElement('div');
    container.innerHTML = serverHtml(pop);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', pop));
    });
    const list = container.querySelector('#pop-list') as HTMLElement;
    // jsdom has no popovers: the list is open as a browser that has them would have it
    Object.defineProperty(list, 'showPopover', { value: () => {} });
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, selector: string) {
      return selector === ':popover-open' ? this === list : Element.prototype.matches.call(this, selector);
    });
    await act(async () => (list.querySelector('input') as HTMLInputElement).focus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => frames.shift()?.());
    await vi.waitFor(() => expect(container.querySelector('[data-live] #pop-list')).toBe(list));
  });
});

describe('a slot hydrated in place', () => {
  it("keeps the server's nodes: the button the player focused is the live one, still focused", async () => {
    const touch: Node = { widget: 'TouchCounter' };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(touch);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', touch));
    });
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.focus());
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')).toBe(button));
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });

  it("shows the server's very nodes when a context above it changes before it could hydrate", async () => {
    const board: Node = { widget: 'Board' };
    const container = document.createElement('div');
    vi.stubGlobal('document', undefined);
    try {
      container.innerHTML = renderToString(page({ page: { ok: true, value: ['ace', 'king'] } }, 'EN', board));
    } finally {
      vi.unstubAllGlobals();
    }
    boardRenders.mockClear();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', board));
    });
    const list = container.querySelector('.board');
    // a client navigation changes the page's address: every boundary below the router gets the update
    await act(async () => root?.render(page({}, 'EN', board, {}, '/slots')));
    expect(container.querySelector('.board')).toBe(list);
    expect(list?.textContent).toBe('aceking');
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(boardRenders).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a live interaction widget', () => {
  it('does not render again when the page moves on: what it shows of the address it reads itself', async () => {
    const tally: Node = { widget: 'Tally' };
    // as the app keeps it (src/app/render-context.ts): one context while the language and session hold
    const english = ctx('EN');
    const none: TreeData = {};
    const at = (address: string, context = english) => (
      <IntlProvider code="EN" messages={{}}>
        <WidgetLoadContext.Provider value={loadCtx}>
          <PageAddressContext.Provider value={address}>
            <Render root={tally} prefix="page" registry={registry} ctx={context} data={none} />
          </PageAddressContext.Provider>
        </WidgetLoadContext.Provider>
      </IntlProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(at('/'));
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')).not.toBeNull());
    const before = tallyRenders.mock.calls.length;
    const version = container.querySelector('[data-live]')?.getAttribute('data-v');
    await act(async () => root?.render(at('/slots')));
    await act(async () => root?.render(at('/vip')));
    // the slot itself follows the address
    expect(container.querySelector('[data-live]')?.getAttribute('data-v')).not.toBe(version);
    expect(tallyRenders.mock.calls.length).toBe(before);
    await act(async () => root?.render(at('/vip', ctx('CN'))));
    expect(tallyRenders.mock.calls.length).toBeGreaterThan(before);
  });
});

describe('a route link in server HTML', () => {
  const menu: Node = { widget: 'Menu' };

  async function hydrated(navigate: (path: string) => void) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(menu);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <SlotNavigationContext.Provider value={navigate}>{page({}, 'EN', menu)}</SlotNavigationContext.Provider>);
    });
    return container;
  }

  it('is followed by the router at once: its widget is not woken by the press, the click or Enter', async () => {
    const navigate = vi.fn();
    const container = await hydrated(navigate);
    const vip = container.querySelector('.vip') as HTMLElement;
    await act(async () => {
      vip.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      vip.click();
      vip.closest('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(navigate.mock.calls).toEqual([['/vip'], ['/vip']]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-live]')).toBeNull();
  });

  it('woken ahead, a press on the link before the render is committed keeps it in place: the live link takes the click', async () => {
    const navigate = vi.fn();
    const container = await hydrated(navigate);
    const vip = container.querySelector('.vip') as HTMLElement;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      container.querySelector('[data-slot="page"]')?.dispatchEvent(new Event(WAKE_AHEAD));
      // the code is here after some microtasks (the modules are cached); the render it starts is React's scheduled work
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(container.querySelector('[data-live]')).toBeNull();
      vip.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(vip.isConnected, 'the pressed link is still in the page').toBe(true);
      // hydrated in place: the link under the pointer is the live widget's (its own router link follows the click)
      await vi.waitFor(() => expect(container.querySelector('[data-live] .vip')).toBe(vip));
      expect(container.querySelector('[data-live] button')?.textContent).toBe('menu 0');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('with a modifier key is left to the browser, and a link with a handler of its own wakes its widget', async () => {
    const navigate = vi.fn();
    const container = await hydrated(navigate);
    const opened = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    container.querySelector('.vip')?.dispatchEvent(opened);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      (container.querySelector('.own') as HTMLElement).click();
    });
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('menu 0'));
  });
});

describe('a widget that follows a layout flag', () => {
  const flagged: Node = { widget: 'Box', children: [{ widget: 'FlagCounter' }] };
  /** the browser's flags: the defaults until a test "reads the stored ones" */
  function flagSource(defaults: Record<string, boolean>) {
    let now = { ...defaults };
    const listeners = new Set<() => void>();
    const source: FlagSource = {
      subscribe: (onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      read: (flag) => now[flag] ?? false,
      initial: (flag) => defaults[flag] ?? false,
    };
    const store = (stored: Record<string, boolean>) => {
      now = { ...now, ...stored };
      listeners.forEach((l) => l());
    };
    return { source, store };
  }

  async function hydrated(source: FlagSource) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(flagged);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <FlagSourceContext.Provider value={source}>{page({}, 'EN', flagged)}</FlagSourceContext.Provider>);
    });
    return container;
  }

  it("stays server HTML while the player's stored flags are the defaults it was rendered with", async () => {
    const { source, store } = flagSource({ panelOpen: false, somethingElse: true });
    const container = await hydrated(source);
    await act(async () => store({ panelOpen: false, somethingElse: false }));
    expect(container.querySelector('[data-live]')).toBeNull();
  });

  it('comes alive with no touch once the stored flag differs: the server could not see it', async () => {
    const { source, store } = flagSource({ panelOpen: false });
    const container = await hydrated(source);
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => store({ panelOpen: true }));
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('clicked 0'));
  });
});

describe('a visible widget', () => {
  /** jsdom has no IntersectionObserver: this one records what is observed and lets the test say what intersects. */
  function fakeObserver() {
    const observed: Element[] = [];
    let notify: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    class Observer {
      constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    return { observed, intersect: (target: Element) => notify([{ target, isIntersecting: true }]) };
  }

  async function hydrated(node: Node) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(node);
    document.body.append(container);
    const io = fakeObserver();
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', node));
    });
    return { container, io };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('without a mark, comes alive when its server HTML nears the viewport', async () => {
    const { container, io } = await hydrated({ widget: 'SeenCounter' });
    expect(io.observed.map((e) => e.tagName)).toEqual(['BUTTON']);
    await act(async () => io.intersect(io.observed[0] as Element));
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')).not.toBeNull());
  });

  it("with a mark, waits for the marked part (a long grid's end), and a touch before that still counts", async () => {
    const { container, io } = await hydrated({ widget: 'LongList' });
    expect(io.observed.map((e) => e.className)).toEqual(['end']);
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => {
      (container.querySelector('button') as HTMLButtonElement).click();
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('more 1'));
  });

  it('comes alive at hydration with the text typed into its server HTML before, focus and caret kept', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml({ widget: 'SearchList' });
    document.body.append(container);
    // the player typed before the page's code ran, and moved the caret back one place
    const early = container.querySelector('input') as HTMLInputElement;
    early.focus();
    early.value = 'koi';
    early.setSelectionRange(2, 2);
    const io = fakeObserver();
    await act(async () => {
      root = hydrateRoot(container, page({}, 'EN', { widget: 'SearchList' }));
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] .shown')?.textContent).toBe('matching koi'));
    expect(io.observed.length).toBeLessThanOrEqual(1);
    const live = container.querySelector('[data-live] input') as HTMLInputElement;
    expect(live.value).toBe('koi');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 2]);
  });

  it('stays server HTML at hydration when nothing was typed into it', async () => {
    const { container } = await hydrated({ widget: 'SearchList' });
    await act(async () => {});
    expect(container.querySelector('[data-live]')).toBeNull();
  });

  it('comes alive, far from its mark, when the player signs in: the server rendered it for a guest', async () => {
    const node: Node = { widget: 'LongList' };
    const { container } = await hydrated(node);
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => {
      root?.render(page({}, 'EN', node, { isAuthenticated: true }));
    });
    await vi.waitFor(() => expect(container.querySelector('[data-live] button')?.textContent).toBe('more 0'));
  });
});
