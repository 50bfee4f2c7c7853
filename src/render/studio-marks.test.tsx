// @vitest-environment jsdom
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from './registry.ts';
import { Render } from './Render.tsx';
import { StudioMarks } from './studio-marks.ts';
import { markNode, studioKey } from './studio-marker.tsx';
import { FlagSourceContext, type FlagSource } from './layout-flags.ts';
import type { Node, RegisteredWidget, RenderContext, TreeData, WidgetComponentProps } from './types.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Box({ children, className }: WidgetComponentProps) {
  return <div className={`box ${className}`}>{children}</div>;
}
function Labelled({ props }: WidgetComponentProps) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {String(props['text'])}
      <input id={id} />
    </label>
  );
}
function Board({ data }: WidgetComponentProps<Record<string, unknown>, string[]>) {
  return <ol>{Array.isArray(data) ? data.map((n: string) => <li key={n}>{n}</li>) : null}</ol>;
}

const widgets: RegisteredWidget[] = [
  { name: 'Box', defaults: {}, component: Box, cssVars: { gap: '--box-gap' } },
  { name: 'Labelled', defaults: { text: 'name' }, component: Labelled },
  { name: 'Board', defaults: {}, component: Board as RegisteredWidget['component'], hydrate: 'visible', load: () => Promise.resolve([]) },
  { name: 'Never', defaults: {}, component: Box, hydrate: 'never' },
];
const registry = createRegistry(widgets);
const tree: Node = {
  widget: 'Box',
  props: { gap: '4px' },
  at: { desktop: { gap: '12px' } },
  children: [
    { widget: 'Labelled', props: { text: 'first' } },
    { widget: 'Labelled', when: { auth: 'guest' } },
    { widget: 'Labelled', when: { auth: 'player' } },
    { widget: 'Board' },
    { widget: 'Never', children: [{ widget: 'Labelled', props: { text: 'deep' } }] },
    { widget: 'Nope' },
  ],
};
const data: TreeData = { 'page/3': { ok: true, value: ['ace', 'king'] } };
const ctx: RenderContext = {
  isAuthenticated: false,
  flags: {},
  breakpoints: [
    { name: 'mobile', width: 0 },
    { name: 'desktop', width: 1024 },
  ],
  breakpoint: 'mobile',
  dev: false,
  unavailableText: 'unavailable',
  locale: 'en',
};
const flags: FlagSource = { subscribe: () => () => undefined, read: () => false, initial: () => false };

const page = (marks?: boolean) => {
  const rendered = (
    <IntlProvider code="EN" messages={{}}>
      <FlagSourceContext.Provider value={flags}>
        <Render root={tree} prefix="page" registry={registry} ctx={ctx} data={data} />
      </FlagSourceContext.Provider>
    </IntlProvider>
  );
  return marks === undefined ? rendered : <StudioMarks.Provider value={marks ? markNode : null}>{rendered}</StudioMarks.Provider>;
};

/** Rendered where there is no document, as on the server: a deferred slot's widget is in its HTML. */
const quietly = <T,>(run: () => T): T => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('document', undefined);
  try {
    return run();
  } finally {
    vi.unstubAllGlobals();
    error.mockRestore();
  }
};

describe('studio preview marks', () => {
  it('a player page is byte for byte what the renderer wrote before marks existed', async () => {
    // the golden file was written by the renderer before marks existed (commit "renderer: studio preview marks"),
    // then by the server's render of it once deferred slots hydrated in place (their widget and its boundary)
    const html = quietly(() => renderToString(page()));
    await expect(html).toMatchFileSnapshot('./__fixtures__/player-render.html');
    expect(quietly(() => renderToString(page(false)))).toBe(html);
    expect(html).not.toContain('data-studio-node');
  });

  it('a preview wraps every rendered node in a display:contents element naming its key', () => {
    const html = quietly(() => renderToString(page(true)));
    const keys = [...html.matchAll(/data-studio-node="([^"]*)"/g)].map((m) => m[1]);
    expect(keys).toEqual([
      'page:',
      'page:/children/0',
      'page:/children/1',
      'page:/children/3',
      'page:/children/4',
      'page:/children/4/children/0',
      'page:/children/5',
    ]);
    expect(html).toContain('<div data-studio-node="page:" style="display:contents">');
    // the wrappers add elements only: the widgets' own HTML is the same
    const unwrapped = html.replace(/<div data-studio-node="[^"]*" style="display:contents">/g, '');
    expect(unwrapped.replaceAll('</div>', '')).toBe(quietly(() => renderToString(page())).replaceAll('</div>', ''));
  });

  it('a preview hydrates without a mismatch when the browser marks too', async () => {
    const html = quietly(() => renderToString(page(true)));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(true), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('[data-studio-node]').length).toBe(7);
    container.remove();
  });

  it('keys are JSON pointers into the tree', () => {
    expect(studioKey('layout')).toBe('layout:');
    expect(studioKey('layout/0')).toBe('layout:/children/0');
    expect(studioKey('page/2/0/11')).toBe('page:/children/2/children/0/children/11');
  });
});
