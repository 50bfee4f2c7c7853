import type { LanguageCode } from './languages.ts';

/**
 * Each language's name in itself, as the language switcher offers it. Apart from LANGUAGES, which the
 * entry chunk carries for its tags and folders: only the switcher's chunk and the tools need these
 * (0.2 kB gz of every first visit, docs/performance.md).
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  EN: 'English',
  PHP: 'Filipino',
  CN: '简体中文',
  ESP: 'Español',
  RUS: 'Русский',
  VI: 'Tiếng Việt',
  MS: 'Bahasa Melayu',
  NE: 'नेपाली',
  CT: '繁體中文',
  BN: 'বাংলা',
};
