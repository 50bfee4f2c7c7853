import { BRAND_KEY_PREFIX } from '../../schemas/template.ts';
import { brandKeyOf, copyLanguages, copyOf } from '../../engine/project/brand-copy.ts';
import { formatPointer } from '../../engine/project/json-pointer.ts';
import type { Origin } from '../../engine/project/origin.ts';
import type { TemplateInfo } from '../../engine/project/project.ts';
import type { BrandCopy } from './explain-model.ts';

/**
 * For a value naming `brand.<key>`: the template's text per language its copy is written in, each
 * with the file of the `extends` chain, line:column and pointer that set it; a language without a
 * text is listed without one (its pages show the English text).
 */
export function brandCopyOf(t: TemplateInfo, origin: Origin, value: unknown): BrandCopy | undefined {
  const key = typeof value === 'string' ? brandKeyOf(value) : undefined;
  if (key === undefined) return undefined;
  const copy = copyOf(t);
  const texts = copy[key];
  if (!texts) return { key, found: false, texts: [] };
  return {
    key,
    found: true,
    texts: copyLanguages(copy).map((language) => {
      const text = texts[language];
      if (typeof text !== 'string') return { language };
      const l = origin.locate(formatPointer(['messages', key, language]));
      return { language, text, where: { file: l.file.rel, line: l.line, column: l.column }, pointer: l.pointer };
    }),
  };
}

/** explain's lines for a brand value's copy. */
export function copyLines(c: BrandCopy, template: string): string[] {
  if (!c.found) return [`(not in template ${template}'s copy ("messages"): config-lint reports missing-message)`];
  const english = c.texts.find((x) => x.language === 'EN')?.text;
  return c.texts.map((x) =>
    x.text !== undefined && x.where
      ? `${x.language} ${JSON.stringify(x.text)}  ← ${x.where.file}:${x.where.line}:${x.where.column} ${x.pointer ?? ''}`
      : `${x.language} no text: ${english === undefined ? `no English either, the page shows ${BRAND_KEY_PREFIX}${c.key}` : `falls back to English ${JSON.stringify(english)}`}`,
  );
}
