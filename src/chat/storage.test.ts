import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_KEYS,
  HISTORY_LIMIT,
  anonymousUserId,
  browserStore,
  chatSessionId,
  loadChatLanguage,
  loadHistory,
  randomUuid,
  saveChatLanguage,
  saveHistory,
  startNewSession,
  timeoutOverride,
  type KeyValueStore,
} from './storage.ts';
import type { ChatMessage } from './model.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const message = (id: string): ChatMessage => ({
  id,
  type: 'ai',
  content: `**${id}**`,
  timestamp: 1_700_000_000_000,
  suggestions: ['a', { c: 'Check balance', o: 'balance' }],
});

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('history', () => {
  it('round-trips and keeps only the most recent messages', () => {
    const store = memoryStore();
    saveHistory(store, [message('a'), message('b')]);
    expect(loadHistory(store)).toEqual([message('a'), message('b')]);
    saveHistory(
      store,
      Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => message(`m${i}`)),
    );
    const loaded = loadHistory(store);
    expect(loaded).toHaveLength(HISTORY_LIMIT);
    expect(loaded[0]?.id).toBe('m5');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
    ['a wrong message', JSON.stringify([{ id: 'a', type: 'robot', content: 'x', timestamp: 1 }])],
    [
      'a script-bearing thumbnail',
      JSON.stringify([{ id: 'a', type: 'user', content: 'x', timestamp: 1, image: { name: 'x', size: 1, thumb: 'javascript:alert(1)' } }]),
    ],
    ['a bad suggestion', JSON.stringify([{ id: 'a', type: 'ai', content: 'x', timestamp: 1, suggestions: [{ c: 1 }] }])],
  ])('discards corrupted history (%s) instead of failing', (_, raw) => {
    const store = memoryStore({ [CHAT_KEYS.history]: raw });
    expect(loadHistory(store)).toEqual([]);
    expect(store.data.has(CHAT_KEYS.history)).toBe(false);
  });
});

describe('chat language', () => {
  it('keeps only en, ms or zh', () => {
    const store = memoryStore({ [CHAT_KEYS.language]: 'klingon' });
    expect(loadChatLanguage(store)).toBeNull();
    saveChatLanguage(store, 'zh');
    expect(loadChatLanguage(store)).toBe('zh');
  });
});

describe('ids', () => {
  it('makes the anonymous user id once and reuses it', () => {
    const store = memoryStore();
    const id = anonymousUserId(store, uuid);
    expect(anonymousUserId(store, uuid)).toBe(id);
    store.setItem(CHAT_KEYS.userId, 'not-a-uuid');
    expect(anonymousUserId(store, uuid)).not.toBe('not-a-uuid');
  });

  it('keeps the session id until a new chat, which also clears the history', () => {
    const store = memoryStore();
    const first = chatSessionId(store, uuid);
    expect(first.startsWith(`${anonymousUserId(store, uuid)}:`)).toBe(true);
    expect(chatSessionId(store, uuid)).toBe(first);
    saveHistory(store, [message('a')]);
    const second = startNewSession(store, uuid);
    expect(second).not.toBe(first);
    expect(chatSessionId(store, uuid)).toBe(second);
    expect(loadHistory(store)).toEqual([]);
  });
});

describe('timeoutOverride', () => {
  it.each([
    [undefined, null],
    ['1500', 1500],
    ['0', null],
    ['-5', null],
    ['soon', null],
    ['1.5', null],
  ])('%s → %s', (raw, expected) => {
    expect(timeoutOverride(memoryStore(raw === undefined ? {} : { [CHAT_KEYS.timeoutMs]: raw }))).toBe(expected);
  });
});

describe('browserStore', () => {
  it('never throws when storage is unavailable or full', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      },
    });
    try {
      const store = browserStore();
      expect(store.getItem('x')).toBeNull();
      expect(() => store.setItem('x', 'y')).not.toThrow();
      expect(() => store.removeItem('x')).not.toThrow();
      expect(warn).toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else Reflect.deleteProperty(globalThis, 'localStorage');
      warn.mockRestore();
    }
  });
});

describe('randomUuid', () => {
  it('makes v4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // An own property shadows Crypto.prototype.randomUUID, as in an insecure context.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const a = randomUuid();
      expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(randomUuid()).not.toBe(a);
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
