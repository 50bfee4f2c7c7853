import { LANGUAGES, type LanguageCode } from './languages.ts';

/** The writing systems of the ten languages (§1): Filipino, Spanish, Malay and Vietnamese are Latin too. */
export type Script = 'Latin' | 'Han' | 'Cyrillic' | 'Devanagari' | 'Bengali';

export const SCRIPT_OF: Readonly<Record<LanguageCode, Script>> = {
  EN: 'Latin',
  PHP: 'Latin',
  ESP: 'Latin',
  VI: 'Latin',
  MS: 'Latin',
  CN: 'Han',
  CT: 'Han',
  RUS: 'Cyrillic',
  NE: 'Devanagari',
  BN: 'Bengali',
};

const TESTS: readonly (readonly [Script | 'Other', RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Han', /\p{Script=Han}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
];

/** The script a BCP 47 tag (`zh-CN`, `en`, `fil-PH`) is written in, or null for a language we do not know. */
export function scriptOfTag(tag: string | null | undefined): Script | null {
  const t = (tag ?? '').toLowerCase();
  const exact = (Object.keys(LANGUAGES) as LanguageCode[]).find((code) => LANGUAGES[code].tag.toLowerCase() === t);
  if (exact) return SCRIPT_OF[exact];
  const primary = (Object.keys(LANGUAGES) as LanguageCode[]).find((code) => LANGUAGES[code].tag.toLowerCase().split('-')[0] === t.split('-')[0]);
  return primary ? SCRIPT_OF[primary] : null;
}

/** The script of one letter; 'Other' for scripts none of our languages use (kana, Arabic, …). */
export function scriptOfLetter(letter: string): Script | 'Other' {
  return TESTS.find(([, re]) => re.test(letter))?.[0] ?? 'Other';
}

export interface Word {
  word: string;
  script: Script | 'Other';
}

/**
 * The words of a text: runs of letters of one script (combining marks stay with their letter, so
 * Devanagari and Bengali vowel signs and Vietnamese accents do not split a word). Digits, punctuation
 * and symbols separate words and belong to no script.
 */
export function words(text: string): Word[] {
  const out: Word[] = [];
  let current: Word | null = null;
  for (const ch of text) {
    if (/\p{M}/u.test(ch) && current) {
      current.word += ch;
      continue;
    }
    if (/\p{L}/u.test(ch)) {
      const script = scriptOfLetter(ch);
      if (current && current.script === script) current.word += ch;
      else {
        current = { word: ch, script };
        out.push(current);
      }
      continue;
    }
    current = null;
  }
  return out;
}

/** The words of `text` written in another script than `expected`. */
export function foreignWords(text: string, expected: Script): string[] {
  return words(text)
    .filter((w) => w.script !== expected)
    .map((w) => w.word);
}

/**
 * Names that are the same in every language (brands, games, providers, currency codes…), indexed by
 * word, so a foreign word is allowed only where a whole allowed name containing it stands in the text.
 */
export class NameAllowlist {
  private readonly byWord = new Map<string, string[]>();

  constructor(names: Iterable<string>) {
    for (const raw of names) {
      const name = raw.trim();
      if (!name) continue;
      for (const { word } of words(name)) this.byWord.set(word.toLowerCase(), [...(this.byWord.get(word.toLowerCase()) ?? []), name.toLowerCase()]);
    }
  }

  /** The foreign words of `text` that no allowed name accounts for (letter case aside: "Facebook" is the platform facebook). */
  unexplained(text: string, expected: Script): string[] {
    const lower = text.toLowerCase();
    return foreignWords(text, expected).filter((word) => !(this.byWord.get(word.toLowerCase()) ?? []).some((name) => lower.includes(name)));
  }
}
