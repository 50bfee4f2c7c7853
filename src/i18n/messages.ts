import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode } from './languages.ts';
import type { CompiledMessage } from './format-message.ts';

/** a language's messages by `file.key`, compiled at build time (tools/vite-precompile-messages.ts) */
export type Messages = Record<string, CompiledMessage>;

// One module per language: the build merges a folder's message files into it (tools/vite-precompile-messages.ts).
const bundles = import.meta.glob<Messages>('../../locales/*/ui.json', { query: '?bundle', import: 'default' });
const cache = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
/** who waits for a language no one has asked for yet (messagesLoaded) */
const waiting = new Map<string, (messages: Messages) => void>();

const keyOf = (code: string) => (isLanguageCode(code) ? code : DEFAULT_LANGUAGE);

async function loadBundle(folder: string): Promise<Messages> {
  const load = bundles[`../../locales/${folder}/ui.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.error('Failed locale loading', folder, error);
    return {};
  }
}

/**
 * A language's messages from all its files, keyed `file.key` (`ui.login`), loaded once and cached (§3). Codes without
 * files (MMK, MNT, IDR) read English; keys a language lacks fall back to English too.
 */
export function loadMessages(code: string): Promise<Messages> {
  const key = keyOf(code);
  let pending = cache.get(key);
  if (!pending) {
    pending = (async () => {
      const own = await loadBundle(LANGUAGES[key].folder);
      if (Object.keys(own).length === 0) console.warn(`No messages found for ${key}`);
      const all = key === DEFAULT_LANGUAGE ? own : { ...(await loadMessages(DEFAULT_LANGUAGE)), ...own };
      loaded.set(key, all);
      waiting.get(key)?.(all);
      return all;
    })();
    cache.set(key, pending);
  }
  return pending;
}

/** A language's full messages when loadMessages has already loaded them: a render reads them without waiting. */
export function loadedMessages(code: string): Messages | undefined {
  return loaded.get(keyOf(code));
}

/**
 * Settles once a language's full messages are loaded by whoever asks for them (the player's first input, the idle
 * work, a navigation), without asking itself: a slot woken by a scroll at load does not pull the file into the page's
 * first seconds (src/render/HydrateSlot.tsx).
 */
export function messagesLoaded(code: string): Promise<Messages> {
  const key = keyOf(code);
  return (
    cache.get(key) ??
    new Promise<Messages>((resolve) => {
      const before = waiting.get(key);
      waiting.set(key, (all) => {
        before?.(all);
        resolve(all);
      });
    })
  );
}
