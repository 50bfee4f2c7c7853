import { BRAND_KEY_PREFIX } from '../../schemas/brand-key.ts';
import type { CompiledMessage } from './format-message.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';
import type { Messages } from './messages.ts';

/**
 * A template's own copy as pages receive it (docs/operators.md "Brand copy"): per key, per language
 * code, each text compiled to its ICU AST on the server (src/config/brand-copy.ts), so it formats
 * through the same formatter as the built-in messages and no ICU parser ships to the player.
 */
export type BrandMessages = Record<string, Partial<Record<LanguageCode, CompiledMessage>>>;

/** `brand.<key>` → the language's text, else the English one (a key with neither is left out). */
export function brandMessagesIn(brand: BrandMessages, code: LanguageCode): Messages {
  const out: Messages = {};
  for (const [key, texts] of Object.entries(brand)) {
    const text = texts[code] ?? texts[DEFAULT_LANGUAGE];
    if (text) out[`${BRAND_KEY_PREFIX}${key}`] = text;
  }
  return out;
}

// Pages render with the same few message objects (one per language, one copy per template and
// revision): each merge is made once and kept while both objects live.
const merged = new WeakMap<Messages, WeakMap<BrandMessages, Map<LanguageCode, Messages>>>();

/** A language's messages with a template's copy added under `brand.`: what a page formats with. */
export function withBrandMessages(messages: Messages, brand: BrandMessages | undefined, code: LanguageCode): Messages {
  if (!brand || Object.keys(brand).length === 0) return messages;
  let byBrand = merged.get(messages);
  if (!byBrand) merged.set(messages, (byBrand = new WeakMap()));
  let byCode = byBrand.get(brand);
  if (!byCode) byBrand.set(brand, (byCode = new Map()));
  let hit = byCode.get(code);
  if (!hit) byCode.set(code, (hit = { ...messages, ...brandMessagesIn(brand, code) }));
  return hit;
}
