/** §9 languages of the chat's own built-in texts (welcome, error and empty replies). */
export const CHAT_UI_LANGUAGES = ['en', 'ms', 'zh'] as const;
export type ChatUiLanguage = (typeof CHAT_UI_LANGUAGES)[number];

export const isChatUiLanguage = (v: unknown): v is ChatUiLanguage => typeof v === 'string' && (CHAT_UI_LANGUAGES as readonly string[]).includes(v);

/** Site language (EN, CN, CT, MS, …) → the chat's built-in text language: both Chinese codes read zh, others English. */
export function chatUiLanguageOf(siteCode: string): ChatUiLanguage {
  const code = siteCode.toUpperCase();
  if (code === 'CN' || code === 'CT') return 'zh';
  if (code === 'MS') return 'ms';
  return 'en';
}

/**
 * The webhook's `language` parameter is the site language itself in lower case (§9 prompt reply languages en, cn, esp,
 * rus, vi, ms, ne, ct); the bot answers "not supported" for the rest, as its prompt says.
 */
export const webhookLanguageOf = (siteCode: string): string => siteCode.toLowerCase();
