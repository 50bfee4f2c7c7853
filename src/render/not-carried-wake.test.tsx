// @vitest-environment jsdom
import { act, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider, useT } from '../i18n/IntlContext.tsx';
import { notCarriedSlot } from '../i18n/not-carried.tsx';
import { firstMessages } from '../i18n/FirstMessages.tsx';
import type { Messages } from '../i18n/messages.ts';
import { NotCarriedSlot } from './not-carried-slot.ts';
import { Render } from './Render.tsx';
import { createRegistry } from './registry.ts';
import type { Node, RenderContext } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const all = Object.fromEntries(
  Object.entries({ 'ui.login': 'Log in', 'ui.rail': 'Top games', 'ui.more': 'More' }).map(([id, value]) => [id, [{ type: 0, value }]]),
) as Messages;

// the language's full messages, held until the test lets them come (as the idle work or a first input would load them)
const held = vi.hoisted(() => ({ release: () => {}, loaded: undefined as Messages | undefined, asked: 0, coming: null as Promise<unknown> | null }));
const coming = () =>
  (held.coming ??= new Promise<Messages>((resolve) => {
    held.release = () => {
      held.loaded = all;
      resolve(all);
    };
  }));
vi.mock('../i18n/messages.ts', () => ({
  loadedMessages: () => held.loaded,
  loadMessages: () => {
    held.asked++;
    return coming();
  },
  messagesLoaded: () => coming(),
}));

const Text = ({ id }: { id: string }) => <p>{useT()(id)}</p>;
function Rail({ children }: { children?: ReactNode }) {
  const [n, setN] = useState(0);
  const t = useT();
  return (
    <section>
      <button onClick={() => setN(n + 1)}>
        {t('ui.more')} {n}
      </button>
      <Text id="ui.rail" />
      {children}
    </section>
  );
}
const registry = createRegistry([
  { name: 'Login', defaults: {}, component: () => <Text id="ui.login" /> },
  { name: 'Box', defaults: {}, hydrate: 'never', component: ({ children }: { children?: ReactNode }) => <div>{children}</div> },
  { name: 'Rail', defaults: {}, hydrate: 'visible', component: Rail },
]);
const ctx: RenderContext = {
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'mobile', width: 0 }],
  breakpoint: 'mobile',
  dev: false,
  unavailableText: 'unavailable',
  locale: 'EN',
};
const tree: Node = { widget: 'Box', children: [{ widget: 'Login' }, { widget: 'Rail' }] };

/** The server's page (rendered where there is no document) and the ids it recorded. */
function serverPage() {
  const record = new Set<string>();
  vi.stubGlobal('document', undefined);
  try {
    const html = renderToString(
      <NotCarriedSlot.Provider value={notCarriedSlot}>
        <IntlProvider code="EN" messages={all} record={record}>
          <Render root={tree} prefix="page" registry={registry} ctx={ctx} data={{}} />
        </IntlProvider>
      </NotCarriedSlot.Provider>,
    );
    return { html, record };
  } finally {
    vi.unstubAllGlobals();
  }
}

let intersect = () => {};
beforeEach(() => {
  // jsdom has no IntersectionObserver: the test says when the rail nears the viewport
  class Observer {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = () => callback([{ isIntersecting: true }]);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  held.loaded = undefined;
  held.asked = 0;
  held.coming = null;
  vi.unstubAllGlobals();
});

async function hydrated() {
  const { html, record } = serverPage();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const rail = container.querySelector('[data-hydrate="visible"] section');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      // the browser's first render: the page's first messages only (src/app/entry-client.tsx)
      <IntlProvider code="EN" messages={firstMessages(all, record)} partial>
        <Render root={tree} prefix="page" registry={registry} ctx={ctx} data={{}} />
      </IntlProvider>,
      { onRecoverableError: recoverable },
    );
  });
  return { container, record, rail, recoverable };
}

describe('a visible slot whose messages the page did not carry', () => {
  it('is not in the first messages; woken by a scroll, it waits for the language, without asking, and hydrates in place with the server text', async () => {
    const { container, record, rail, recoverable } = await hydrated();
    expect([...record]).toEqual(['ui.login']);
    await act(async () => intersect());
    // in view at load, it does not pull the language into the page's first seconds: the idle work or an input loads it
    expect(held.asked).toBe(0);
    await act(async () => {});
    // its code is here, the language is not: still the server's HTML
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(container.querySelector('[data-hydrate="visible"] p')?.textContent).toBe('Top games');

    await act(async () => held.release());
    await vi.waitFor(() => expect(container.querySelector('[data-live]')).not.toBeNull());
    expect(container.querySelector('[data-hydrate="visible"] section')).toBe(rail);
    expect(container.querySelector('[data-hydrate="visible"] p')?.textContent).toBe('Top games');
    expect(recoverable).not.toHaveBeenCalled();
    await act(async () => (container.querySelector('[data-hydrate="visible"] button') as HTMLButtonElement).click());
    expect(container.querySelector('[data-hydrate="visible"] button')?.textContent).toBe('More 1');
  });

  it('a tap before it woke waits for the language too, and counts once it is here', async () => {
    const { container, rail, recoverable } = await hydrated();
    await act(async () => (container.querySelector('[data-hydrate="visible"] button') as HTMLButtonElement).click());
    // after the frame that shows the press (src/render/HydrateSlot.tsx)
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(held.asked, 'the tap asks for the language').toBeGreaterThan(0);
    expect(container.querySelector('[data-live]')).toBeNull();
    expect(container.querySelector('[data-hydrate="visible"] button')?.textContent).toBe('More 0');

    await act(async () => held.release());
    await vi.waitFor(() => expect(container.querySelector('[data-hydrate="visible"] button')?.textContent).toBe('More 1'));
    expect(container.querySelector('[data-hydrate="visible"] section')).toBe(rail);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
