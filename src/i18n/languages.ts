/** §1 language codes with message files, their folder, BCP 47 tag and writing direction. */
export const LANGUAGES = {
  EN: { folder: 'en', tag: 'en-US', name: 'English' },
  PHP: { folder: 'php', tag: 'fil-PH', name: 'Filipino' },
  CN: { folder: 'cn', tag: 'zh-CN', name: '简体中文' },
  ESP: { folder: 'esp', tag: 'es-ES', name: 'Español' },
  RUS: { folder: 'rus', tag: 'ru-RU', name: 'Русский' },
  VI: { folder: 'vi', tag: 'vi-VN', name: 'Tiếng Việt' },
  MS: { folder: 'ms', tag: 'ms-MY', name: 'Bahasa Melayu' },
  NE: { folder: 'ne', tag: 'ne-NP', name: 'नेपाली' },
  CT: { folder: 'ct', tag: 'zh-TW', name: '繁體中文' },
  BN: { folder: 'bn', tag: 'bn-BD', name: 'বাংলা' },
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
