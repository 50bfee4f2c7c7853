import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrandCopy } from '../../schemas/template.ts';
import { isSupportedElement } from '../i18n/format-message.ts';
import type { BrandMessages } from '../i18n/brand-messages.ts';
import { isLanguageCode } from '../i18n/languages.ts';

/**
 * A template's copy compiled as the build compiles locales/ (tools/vite-precompile-messages.ts):
 * each text to its ICU AST, with the same elements allowed. Node only: config-lint and the
 * server's config source load it; the player receives the ASTs (src/i18n/brand-messages.ts).
 */

export type CompiledText = { ok: true; ast: MessageFormatElement[] } | { ok: false; problem: string };

/** One text as an ICU message the page's formatter writes, or why it is not one (a lint message). */
export function compileText(text: string): CompiledText {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text);
  } catch (error) {
    return { ok: false, problem: `is not a valid ICU message (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!ast.every(isSupportedElement)) {
    return { ok: false, problem: 'uses an ICU element the page cannot format (text, {arguments}, plural, selectordinal and # only)' };
  }
  return { ok: true, ast };
}

/**
 * Every text of the copy compiled. A text that does not compile is left out, so its language
 * falls back to English: config-lint refuses such a set before it is published, and a set that
 * skipped the gate (tests, tools) loses that text only.
 */
export function compileBrandCopy(copy: BrandCopy | undefined): BrandMessages {
  const out: BrandMessages = {};
  for (const [key, texts] of Object.entries(copy ?? {})) {
    const compiled: BrandMessages[string] = {};
    for (const [code, text] of Object.entries(texts)) {
      if (!isLanguageCode(code) || typeof text !== 'string') continue;
      const result = compileText(text);
      if (result.ok) compiled[code] = result.ast;
    }
    out[key] = compiled;
  }
  return out;
}
