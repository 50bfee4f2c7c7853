import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { IntlProvider, useT } from '../i18n/IntlContext.tsx';
import { notCarriedSlot } from '../i18n/not-carried.tsx';
import { NotCarriedSlot } from './not-carried-slot.ts';
import type { Messages } from '../i18n/messages.ts';
import { Render } from './Render.tsx';
import { createRegistry } from './registry.ts';
import type { RenderContext } from './types.ts';

const messages = Object.fromEntries(
  Object.entries({ 'ui.login': 'Log in', 'ui.about': 'About us', 'ui.faqs': 'FAQs', 'ui.rail': 'Top games', 'ui.tap': 'Tap me' }).map(([id, value]) => [
    id,
    [{ type: 0, value }],
  ]),
) as Messages;

const Text = ({ id }: { id: string }) => <p>{useT()(id)}</p>;
const registry = createRegistry([
  { name: 'Login', defaults: {}, component: () => <Text id="ui.login" /> },
  { name: 'Footer', defaults: {}, hydrate: 'never', component: () => <Text id="ui.about" /> },
  { name: 'Box', defaults: {}, hydrate: 'never', component: ({ children }: { children?: ReactNode }) => <div>{children}</div> },
  { name: 'Faqs', defaults: {}, hydrate: 'never', component: () => <Text id="ui.faqs" /> },
  {
    name: 'Rail',
    defaults: {},
    hydrate: 'visible',
    component: ({ children }: { children?: ReactNode }) => (
      <section>
        <Text id="ui.rail" />
        {children}
      </section>
    ),
  },
  { name: 'Tap', defaults: {}, hydrate: 'interaction', component: () => <Text id="ui.tap" /> },
]);
const ctx: RenderContext = {
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'mobile', width: 0 }],
  breakpoint: 'mobile',
  dev: true,
  unavailableText: 'unavailable',
};

function serverRender(root: Parameters<typeof Render>[0]['root']) {
  const record = new Set<string>();
  const html = renderToString(
    // as src/app/entry-server.tsx renders a page
    <NotCarriedSlot.Provider value={notCarriedSlot}>
      <IntlProvider code="EN" messages={messages} record={record}>
        <Render root={root} prefix="page" registry={registry} ctx={ctx} data={{}} />
      </IntlProvider>
    </NotCarriedSlot.Provider>,
  );
  return { html, record: [...record] };
}

describe('the messages a page carries for its widgets', () => {
  it('leave out what only `never` widgets format: their server text is never rendered again on a first load', () => {
    const { html, record } = serverRender({ widget: 'Box', children: [{ widget: 'Faqs' }, { widget: 'Footer' }] });
    expect(html).toContain('FAQs');
    expect(html).toContain('About us');
    expect(record).toEqual([]);
  });

  it('leave out what only `visible` widgets format, and the slots inside them: woken by a scroll, they wait for the language', () => {
    const { html, record } = serverRender({ widget: 'Box', children: [{ widget: 'Rail', children: [{ widget: 'Tap' }] }, { widget: 'Login' }] });
    expect(html).toContain('Top games');
    expect(html).toContain('Tap me');
    expect(record).toEqual(['ui.login']);
  });

  it('keep what a widget woken by a touch formats: its wake waits for its code alone', () => {
    const { html, record } = serverRender({ widget: 'Box', children: [{ widget: 'Tap' }, { widget: 'Footer' }] });
    expect(html).toContain('Tap me');
    expect(record).toEqual(['ui.tap']);
  });

  it('keep what a widget that hydrates formats, beside a `never` one', () => {
    const { html, record } = serverRender({ widget: 'Box', children: [{ widget: 'Login' }, { widget: 'Footer' }] });
    expect(html).toContain('About us');
    expect(record).toEqual(['ui.login']);
  });
});
