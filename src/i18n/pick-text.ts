import { isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

/**
 * The one product rule for backend text sent in two languages (docs/i18n.md): the local text when the
 * player's language is the site's local language, otherwise English. An empty side falls back to the
 * other, so a missing translation shows the other language rather than nothing.
 */

/**
 * The site's local language: the language of every `*_local` field. The backend names it only through
 * the site currency (the §9 currency codes double as language codes); a currency without message files
 * (MMK, MNT, IDR) means the local texts are English.
 */
export function siteLocalLanguage(currency: string | undefined): LanguageCode {
  const code = (currency ?? '').toUpperCase();
  return isLanguageCode(code) ? code : 'EN';
}

export interface PickedText {
  text: string;
  /** the language the text is written in */
  language: LanguageCode;
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

/** Whether a page in `player` prefers the local text of a bilingual field to the English one. */
export const prefersLocal = (player: string, siteLocal: LanguageCode): boolean => player === siteLocal && siteLocal !== 'EN';

/** The English or the local text of one bilingual field, by the rule above. */
export function pickText(en: string | null | undefined, local: string | null | undefined, player: string, siteLocal: LanguageCode): PickedText {
  const english: PickedText = { text: clean(en), language: 'EN' };
  const localText: PickedText = { text: clean(local), language: siteLocal };
  const [preferred, fallback] = prefersLocal(player, siteLocal) ? [localText, english] : [english, localText];
  return preferred.text || !fallback.text ? preferred : fallback;
}

/**
 * A field sent once per language (`names.CN`, `home_name_cn`): the player's own language when present,
 * else the bilingual rule between the English and the local entries.
 */
export function pickPerLanguage(
  byLanguage: Readonly<Record<string, string | undefined>>,
  player: string,
  siteLocal: LanguageCode,
  en?: string,
  local?: string,
): PickedText {
  const lookup = (code: string) => clean(byLanguage[code] ?? byLanguage[code.toLowerCase()]);
  const own = lookup(player);
  if (own && isLanguageCode(player)) return { text: own, language: player };
  return pickText(lookup('EN') || en, lookup(siteLocal) || local, player, siteLocal);
}

/** The `lang` attribute a picked text needs inside a page in `page`: its BCP 47 tag, or none when they agree. */
export function langAttribute(picked: PickedText, page: string): string | undefined {
  return picked.language === page || !picked.text ? undefined : LANGUAGES[picked.language].tag;
}

/**
 * Whether a backend language label (`meta_lang`: a code like `cn`, or a tag like `zh-CN` / `en`) names
 * the page language `code`. A bare `zh` is Simplified Chinese.
 */
export function isLanguage(label: string | undefined, code: string): boolean {
  const l = (label ?? '').trim().toLowerCase().replace('_', '-');
  if (!l || !isLanguageCode(code)) return false;
  const tag = LANGUAGES[code].tag.toLowerCase();
  return l === code.toLowerCase() || l === tag || (l === tag.split('-')[0] && !(l === 'zh' && code === 'CT'));
}
