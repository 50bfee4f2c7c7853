import { BRAND_KEY_PATTERN, BRAND_KEY_PREFIX, BRAND_LANGUAGES } from '../../schemas/template.ts';
import type { TemplateInfo } from './project.ts';
import { isRecord } from '../../schemas/is-record.ts';

type Json = Record<string, unknown>;

const KEY = new RegExp(BRAND_KEY_PATTERN);

/** A template's copy as it renders it (`messages` merged down `extends`): key → language code → text. */
export function copyOf(t: TemplateInfo | undefined): Record<string, Json> {
  const messages = t?.merged?.['messages'];
  if (!isRecord(messages)) return {};
  return Object.fromEntries(Object.entries(messages).flatMap(([key, texts]) => (isRecord(texts) ? [[key, texts]] : [])));
}

/** The copy's key a prop value names (`brand.home.headline` → `home.headline`), or undefined for any other value. */
export function brandKeyOf(value: string): string | undefined {
  if (!value.startsWith(BRAND_KEY_PREFIX)) return undefined;
  const key = value.slice(BRAND_KEY_PREFIX.length);
  return KEY.test(key) ? key : undefined;
}

/** The language codes a text is written in, in §1's order. */
export function textLanguages(texts: Json): string[] {
  return BRAND_LANGUAGES.filter((code) => typeof texts[code] === 'string');
}

/** The languages the template writes its copy in: every code any of its texts uses, in §1's order. */
export function copyLanguages(copy: Record<string, Json>): string[] {
  const used = new Set(Object.values(copy).flatMap(textLanguages));
  return BRAND_LANGUAGES.filter((code) => used.has(code));
}
