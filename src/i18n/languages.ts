/** §1 language codes with message files, their folder and BCP 47 tag (each one's own name: ./language-names.ts). */
export const LANGUAGES = {
  EN: { folder: 'en', tag: 'en-US' },
  PHP: { folder: 'php', tag: 'fil-PH' },
  CN: { folder: 'cn', tag: 'zh-CN' },
  ESP: { folder: 'esp', tag: 'es-ES' },
  RUS: { folder: 'rus', tag: 'ru-RU' },
  VI: { folder: 'vi', tag: 'vi-VN' },
  MS: { folder: 'ms', tag: 'ms-MY' },
  NE: { folder: 'ne', tag: 'ne-NP' },
  CT: { folder: 'ct', tag: 'zh-TW' },
  BN: { folder: 'bn', tag: 'bn-BD' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;

/** Codes that exist (§1) but have no message files: they read English. */
export const CODES_WITHOUT_MESSAGES = ['MMK', 'MNT', 'IDR'] as const;

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export const MESSAGE_FILES = ['ui', 'validation', 'errors', 'messages', '_m'] as const;

export function isLanguageCode(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGES, code);
}

/** §9 the date locale of each language code (codes without message files included). */
export const DATE_LOCALES: Readonly<Record<LanguageCode | (typeof CODES_WITHOUT_MESSAGES)[number], string>> = {
  EN: 'en',
  CN: 'zh',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
  RUS: 'ru',
  ESP: 'es',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
  CT: 'zh-tw',
  BN: 'bn',
};

/** The locale dates are written in for a language code; English for anything unknown. */
export function dateLocaleFor(code: string): string {
  const key = code.toUpperCase();
  return key in DATE_LOCALES ? DATE_LOCALES[key as keyof typeof DATE_LOCALES] : 'en';
}
