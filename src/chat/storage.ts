import { isChatUiLanguage, type ChatUiLanguage } from './languages.ts';
import { isChatMessage, type ChatMessage } from './model.ts';

/** The slice of Web Storage the chat uses; injectable so tests need no browser. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** §9 localStorage keys. `timeoutMs` is a test-only override of the webhook timeout (see docs/ai-chat.md). */
export const CHAT_KEYS = {
  history: 'ai-chat:history',
  language: 'ai-chat:language',
  userId: 'ai-chat:user-id',
  sessionId: 'ai-chat:session-id',
  timeoutMs: 'ai-chat:test-timeout-ms',
} as const;

/** Most recent messages kept: thumbnails make messages heavy and localStorage is ~5 MB for the whole site. */
export const HISTORY_LIMIT = 100;

/** localStorage that never throws: private mode, a full quota or no window read as empty and write nothing. */
export function browserStore(): KeyValueStore {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        console.warn(`Could not persist ${key}`, error);
      }
    },
    removeItem: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // storage unavailable: nothing stored to remove
      }
    },
  };
}

function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    store.removeItem(key);
    return undefined;
  }
}

/** Stored history, or [] when there is none or it is corrupted (a corrupted entry is removed, not rendered). */
export function loadHistory(store: KeyValueStore): ChatMessage[] {
  const value = readJson(store, CHAT_KEYS.history);
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every(isChatMessage)) return value;
  store.removeItem(CHAT_KEYS.history);
  return [];
}

export function saveHistory(store: KeyValueStore, messages: readonly ChatMessage[]): void {
  store.setItem(CHAT_KEYS.history, JSON.stringify(messages.slice(-HISTORY_LIMIT)));
}

export function loadChatLanguage(store: KeyValueStore): ChatUiLanguage | null {
  const value = store.getItem(CHAT_KEYS.language);
  return isChatUiLanguage(value) ? value : null;
}

export const saveChatLanguage = (store: KeyValueStore, language: ChatUiLanguage): void => store.setItem(CHAT_KEYS.language, language);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** §9 anonymous user id: a random UUID made once per browser. */
export function anonymousUserId(store: KeyValueStore, uuid: () => string): string {
  const stored = store.getItem(CHAT_KEYS.userId);
  if (stored && UUID.test(stored)) return stored;
  const id = uuid();
  store.setItem(CHAT_KEYS.userId, id);
  return id;
}

/**
 * The conversation's session_id: the anonymous user id plus a per-conversation UUID, so the bot's memory is per
 * conversation while a backend can still group one visitor's conversations without an account.
 */
export function chatSessionId(store: KeyValueStore, uuid: () => string): string {
  const userId = anonymousUserId(store, uuid);
  const stored = store.getItem(CHAT_KEYS.sessionId);
  if (stored && stored.startsWith(`${userId}:`)) return stored;
  return startNewSession(store, uuid);
}

/** "New chat": history cleared, a new session id. */
export function startNewSession(store: KeyValueStore, uuid: () => string): string {
  const id = `${anonymousUserId(store, uuid)}:${uuid()}`;
  store.removeItem(CHAT_KEYS.history);
  store.setItem(CHAT_KEYS.sessionId, id);
  return id;
}

/** The test-only timeout override, when a positive whole number of milliseconds is stored. */
export function timeoutOverride(store: KeyValueStore): number | null {
  const value = Number(store.getItem(CHAT_KEYS.timeoutMs) ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A v4 UUID. crypto.randomUUID exists only in secure contexts; a site reached over plain http (a LAN address)
 * still gets one from getRandomValues, which every browser has.
 */
export function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
