import { describe, expect, it, vi } from 'vitest';
import { createChatStore, type ChatContext, type ChatDeps } from './store.ts';
import { CHAT_KEYS, loadHistory, type KeyValueStore } from './storage.ts';
import type { ChatRequest, ChatResult, SendOptions } from './webhook.ts';
import type { Suggestion } from './model.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const ctx: ChatContext = {
  uiLanguage: 'en',
  language: 'en',
  site: { domain_name: 'casino1.localhost', external_id: 'ext-casino1' },
  assistantName: 'Aria',
  siteName: 'Casino One',
  timeoutMs: 60_000,
};

function setup(answer: (request: ChatRequest, options: SendOptions) => Promise<ChatResult>, storage = memoryStore()) {
  let n = 0;
  const send = vi.fn(answer);
  const deps: ChatDeps = { storage, send, now: () => 1_700_000_000_000 + n * 1000, uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
  const store = createChatStore(deps);
  store.getState().start('en', 'Aria');
  return { store, send, storage };
}

const reply = (text: string, suggestions: Suggestion[] = []): Promise<ChatResult> => Promise.resolve({ kind: 'reply', reply: { text, suggestions } });

describe('chat flow (§4)', () => {
  it('adds the user message, shows typing, then the reply with suggestions, and saves history', async () => {
    let finish: (r: ChatResult) => void = () => {};
    const { store, send, storage } = setup(() => new Promise((resolve) => (finish = resolve)));
    const sending = store.getState().send({ content: '  How do I deposit?  ' }, ctx);
    const during = store.getState();
    expect(during.messages.map((m) => [m.type, m.content])).toEqual([
      ['ai', expect.stringContaining('Aria') as string],
      ['user', 'How do I deposit?'],
    ]);
    expect(during.pending).toBe(true);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ content: 'How do I deposit?', operation: '', language: 'en', auth: { mode: 'public' } });
    expect(send.mock.calls[0]?.[0].sessionId).toMatch(/^[0-9a-f-]{36}:[0-9a-f-]{36}$/);
    finish({ kind: 'reply', reply: { text: 'Open **Deposit**', suggestions: ['More?', { c: 'Check balance', o: 'balance' }] } });
    await sending;
    const after = store.getState();
    expect(after.pending).toBe(false);
    expect(after.messages.at(-1)).toMatchObject({ type: 'ai', content: 'Open **Deposit**', suggestions: ['More?', { c: 'Check balance', o: 'balance' }] });
    expect(loadHistory(storage)).toEqual(after.messages);
  });

  it('sends a {c, o} suggestion as its label with the operation, with the auth mode in force', async () => {
    const { store, send } = setup(() => reply('Your balance is 1'));
    store.getState().setAuth({ mode: 'authenticated', token: 'tok', accountId: 'demo' });
    await store.getState().send({ content: 'Check balance', operation: 'balance' }, ctx);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ content: 'Check balance', operation: 'balance', auth: { mode: 'authenticated', token: 'tok' } });
  });

  it('ignores blank input and a second send while one is pending', async () => {
    const { store, send } = setup(() => new Promise(() => {}));
    await store.getState().send({ content: '   ' }, ctx);
    void store.getState().send({ content: 'one' }, ctx);
    void store.getState().send({ content: 'two' }, ctx);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('turns a failure into the error reply without saving, and Try again repeats the question', async () => {
    const answers: ChatResult[] = [
      { kind: 'error', reason: 'timeout', detail: 'x' },
      { kind: 'reply', reply: { text: 'ok', suggestions: [] } },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, send, storage } = setup(() => Promise.resolve(answers.shift() ?? { kind: 'empty' }));
    await store.getState().send({ content: 'q?' }, ctx);
    const error = store.getState().messages.at(-1);
    expect(error).toMatchObject({ content: 'Sorry, I encountered an error. Please try again.', suggestions: ['Try again', 'Check your connection'] });
    expect(store.getState().pending).toBe(false);
    expect(storage.data.has(CHAT_KEYS.history)).toBe(false);
    if (!error) throw new Error('no error reply');
    await store.getState().retry(error, ctx);
    expect(send.mock.calls[1]?.[0].content).toBe('q?');
    expect(store.getState().messages.at(-1)?.content).toBe('ok');
    warn.mockRestore();
  });

  it('answers an empty reply with the §8 text, in the chat language', async () => {
    const { store } = setup(() => Promise.resolve({ kind: 'empty' }));
    await store.getState().send({ content: 'hm' }, { ...ctx, uiLanguage: 'ms' });
    expect(store.getState().messages.at(-1)?.content).toBe('Maaf, saya tidak dapat memproses permintaan anda.');
  });

  it('answers "menu" locally: a blank AI message with actions only when signed in', async () => {
    const guest = setup(() => reply('x'));
    await guest.store.getState().send({ content: 'show the menu' }, ctx);
    expect(guest.send).not.toHaveBeenCalled();
    expect(guest.store.getState().messages.at(-1)?.type).toBe('user');

    const player = setup(() => reply('x'));
    player.store.getState().setAuth({ mode: 'authenticated', token: 't', accountId: 'demo' });
    await player.store.getState().send({ content: 'Menu' }, ctx);
    expect(player.send).not.toHaveBeenCalled();
    expect(player.store.getState().messages.at(-1)).toMatchObject({ type: 'ai', content: '', suggestions: [{ o: 'balance' }, { o: 'inbox' }] });
  });

  it('restores history on start and re-words the welcome for the current language', () => {
    const storage = memoryStore();
    const first = setup(() => reply('Hello back'), storage);
    return first.store
      .getState()
      .send({ content: 'hello' }, ctx)
      .then(() => {
        const second = createChatStore({ storage, send: vi.fn(), now: () => 0, uuid: () => 'x' });
        second.getState().start('zh', '艾莉亚');
        const messages = second.getState().messages;
        expect(messages.map((m) => m.content)).toEqual([expect.stringContaining('我是艾莉亚') as string, 'hello', 'Hello back']);
        expect(second.getState().sessionId).toBe(first.store.getState().sessionId);
        expect(storage.getItem(CHAT_KEYS.language)).toBe('zh');
        second.getState().setLanguage('ms', 'Aria');
        expect(second.getState().messages[0]?.content).toContain('saya Aria');
        expect(storage.getItem(CHAT_KEYS.language)).toBe('ms');
      });
  });

  it('new chat: clears history, new session id, and drops a pending answer', async () => {
    let finish: (r: ChatResult) => void = () => {};
    const { store, storage } = setup(() => new Promise((resolve) => (finish = resolve)));
    const before = store.getState().sessionId;
    const sending = store.getState().send({ content: 'slow one' }, ctx);
    store.getState().newChat({ uiLanguage: 'en', assistantName: 'Aria' });
    finish({ kind: 'reply', reply: { text: 'late', suggestions: [] } });
    await sending;
    const state = store.getState();
    expect(state.sessionId).not.toBe(before);
    expect(state.pending).toBe(false);
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]?.welcome).toBe(true);
    expect(storage.getItem(CHAT_KEYS.history)).toBeNull();
  });

  it('adds local notices such as the image size error', () => {
    const { store } = setup(() => reply('x'));
    store.getState().notify('File too large! Maximum allowed is 2 MB.');
    expect(store.getState().messages.at(-1)).toMatchObject({ type: 'ai', content: 'File too large! Maximum allowed is 2 MB.' });
  });
});
