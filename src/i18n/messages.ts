import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGE_FILES, isLanguageCode } from './languages.ts';
import type { CompiledMessage } from './format-message.ts';

/** a language's messages by `file.key`, compiled at build time (tools/vite-precompile-messages.ts) */
export type Messages = Record<string, CompiledMessage>;

const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });
const cache = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

const keyOf = (code: string) => (isLanguageCode(code) ? code : DEFAULT_LANGUAGE);

async function loadFile(folder: string, file: string): Promise<Messages> {
  const load = files[`../../locales/${folder}/${file}.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.error('Failed locale loading', `${folder}/${file}`, error);
    return {};
  }
}

/**
 * All five message files of a language, keyed `file.key` (`ui.login`), loaded once and cached (§3). Codes without
 * files (MMK, MNT, IDR) read English; keys a language lacks fall back to English too.
 */
export function loadMessages(code: string): Promise<Messages> {
  const key = keyOf(code);
  let pending = cache.get(key);
  if (!pending) {
    pending = (async () => {
      const own = await Promise.all(
        MESSAGE_FILES.map(async (f) => {
          const messages = await loadFile(LANGUAGES[key].folder, f);
          return Object.fromEntries(Object.entries(messages).map(([k, v]) => [`${f}.${k}`, v]));
        }),
      );
      const merged = Object.assign({}, ...own) as Messages;
      if (Object.keys(merged).length === 0) console.warn(`No messages found for ${key}`);
      const all = key === DEFAULT_LANGUAGE ? merged : { ...(await loadMessages(DEFAULT_LANGUAGE)), ...merged };
      loaded.set(key, all);
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
