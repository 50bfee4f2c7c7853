import type { ChatUiLanguage } from './languages.ts';
import type { ChatMessage } from './model.ts';
import { CHAT_STRINGS } from './strings.ts';

/** §5 chat image rule. */
export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

export type ImageCheck = 'ok' | 'notImage' | 'tooLarge';

export function checkImage(file: { type: string; size: number }): ImageCheck {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > IMAGE_LIMIT_BYTES) return 'tooLarge';
  return 'ok';
}

/** §4: a message containing the word "menu" is answered locally, without a server call. */
export const mentionsMenu = (text: string): boolean => /(^|[^\p{L}\p{N}])menu($|[^\p{L}\p{N}])/iu.test(text);

/**
 * §4: the first AI message is a welcome in the chat language, re-worded (same id and time) when the language
 * changes; a history without one gets one in front.
 */
export function withWelcome(messages: readonly ChatMessage[], language: ChatUiLanguage, assistantName: string, now: number, id: string): ChatMessage[] {
  const content = CHAT_STRINGS[language].welcome(assistantName);
  const [first, ...rest] = messages;
  if (first?.welcome) return first.content === content ? [...messages] : [{ ...first, content }, ...rest];
  return [{ id, type: 'ai', content, timestamp: messages[0]?.timestamp ?? now, welcome: true }, ...messages];
}

/** §8 chat failure: the error text and its two suggestions; "Try again" repeats the failed question. */
export function errorReply(language: ChatUiLanguage, retry: { content: string; operation: string }, now: number, id: string): ChatMessage {
  const s = CHAT_STRINGS[language];
  return { id, type: 'ai', content: s.error, timestamp: now, suggestions: [...s.errorSuggestions], retry };
}

/** The blank AI message §4 adds for "menu" when signed in: it carries the account actions as suggestions. */
export function menuReply(language: ChatUiLanguage, now: number, id: string): ChatMessage {
  const { menu } = CHAT_STRINGS[language];
  return {
    id,
    type: 'ai',
    content: '',
    timestamp: now,
    suggestions: [
      { c: menu.balance, o: 'balance' },
      { c: menu.inbox, o: 'inbox' },
    ],
  };
}
