// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstMessages, firstMessages, firstMessagesJson, FirstMessagesText, readFirstMessages } from './FirstMessages.tsx';
import { IntlProvider, useMessagesPending, useT } from './IntlContext.tsx';
import { loadedMessages, loadMessages, type Messages } from './messages.ts';

/** Messages as the build ships them: each compiled to its ICU AST (here, plain text). */
const compiled = (texts: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, value]) => [id, [{ type: 0, value }]])) as Messages;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RAW_ID = /\b(ui|errors|validation|messages)\.[a-zA-Z]/;

let pending: (() => Promise<unknown> | null) | undefined;

/** Shows "Log in"; once opened, "Sign up" too, a message its first render did not format. */
function Panel() {
  const t = useT();
  pending = useMessagesPending();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>{t('ui.login')}</button>
      {open ? <p className="later">{t('ui.register')}</p> : null}
    </div>
  );
}

function serverPage(record: Set<string>, texts: Record<string, string>, code = 'EN') {
  const messages = compiled(texts);
  return renderToString(
    <div id="page">
      <IntlProvider code={code} messages={messages} record={record}>
        <Panel />
      </IntlProvider>
      <FirstMessagesText.Provider value={firstMessagesJson}>
        <FirstMessages record={record} messages={messages} nonce="n0nce" />
      </FirstMessagesText.Provider>
    </div>,
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the first messages a page carries', () => {
  it('are those the server render formatted, as inert JSON the browser reads back', () => {
    const record = new Set<string>();
    const html = serverPage(record, { 'ui.login': 'Log in', 'ui.register': 'Sign up', 'ui.evil': '</script><script>alert(1)</script>' });
    expect([...record]).toEqual(['ui.login']);
    expect(html).toContain('<script type="application/json" id="first-messages" nonce="n0nce">{"ui.login":"Log in"}</script>');
    expect(firstMessages(compiled({ a: 'A', b: '</script>' }), new Set(['b', 'missing']))).toEqual(compiled({ b: '</script>' }));

    document.body.innerHTML = renderToString(
      <FirstMessagesText.Provider value={firstMessagesJson}>
        <FirstMessages record={new Set(['b'])} messages={compiled({ b: '</script><b>x</b>' })} nonce={undefined} />
      </FirstMessagesText.Provider>,
    );
    expect(document.body.querySelectorAll('b')).toHaveLength(0);
    expect(readFirstMessages(document)).toEqual(compiled({ b: '</script><b>x</b>' }));
  });

  it('hydrate the server text as it is, and a message outside them never shows its raw id', async () => {
    // Vietnamese is not loaded in this browser yet: the server's own copy of two of its messages
    const record = new Set<string>();
    document.body.innerHTML = serverPage(record, { 'ui.login': 'Đăng nhập', 'ui.register': 'Đăng ký' }, 'VI');
    const first = readFirstMessages(document);
    expect(first).toEqual(compiled({ 'ui.login': 'Đăng nhập' }));
    expect(loadedMessages('VI')).toBeUndefined();
    const errors = vi.spyOn(console, 'error');
    const container = document.getElementById('page')!;

    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <IntlProvider code="VI" messages={first ?? {}} partial>
            <Panel />
          </IntlProvider>
          <FirstMessages record={undefined} messages={{}} nonce={undefined} />
        </>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Đăng nhập');
    expect(container.querySelector('#first-messages')?.textContent, 'the server text stays').toContain('Đăng nhập');

    expect(pending?.(), 'text made outside a render waits for the language').toBeInstanceOf(Promise);
    act(() => container.querySelector('button')?.click());
    expect(container.querySelector('.later')?.textContent, 'empty while the language loads').toBe('');
    expect(container.firstElementChild?.textContent).not.toMatch(RAW_ID);

    await act(async () => {
      await loadMessages('VI');
    });
    expect(container.querySelector('.later')?.textContent).toBe('Đăng ký');
    expect(pending?.()).toBeNull();
  });
});

describe('the first messages as the page carries them', () => {
  const messages = {
    'ui.login': [{ type: 0, value: 'Log in' }],
    'ui.slide': [
      { type: 0, value: 'Slide ' },
      { type: 1, value: 'index' },
      { type: 0, value: ' of ' },
      { type: 1, value: 'count' },
    ],
    'ui.games': [
      { type: 1, value: 'n' },
      { type: 6, value: 'n', options: { one: { value: [{ type: 7 }] }, other: { value: [{ type: 0, value: 'games' }] } }, offset: 0, pluralType: 'cardinal' },
    ],
  } as unknown as Messages;

  it('are written only where the page is written: a render without the writer (the browser) leaves the script empty', () => {
    const html = renderToString(<FirstMessages record={new Set(Object.keys(messages))} messages={messages} nonce="n" />);
    expect(html).toContain('<script type="application/json" id="first-messages" nonce="n"></script>');
  });

  it('writes plain text as strings and arguments by name, and reads back the compiled messages', () => {
    const html = renderToString(
      <FirstMessagesText.Provider value={firstMessagesJson}>
        <FirstMessages record={new Set(Object.keys(messages))} messages={messages} nonce="n" />
      </FirstMessagesText.Provider>,
    );
    expect(html).toContain('"ui.login":"Log in"');
    expect(html).toContain('"ui.slide":["Slide ",["index"]," of ",["count"]]');
    document.body.innerHTML = html;
    expect(readFirstMessages(document)).toEqual(messages);
  });
});
