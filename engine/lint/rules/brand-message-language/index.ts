import { BRAND_KEY_PREFIX, BRAND_LANGUAGES } from '../../../../schemas/template.ts';
import { LANGUAGE_NAMES } from '../../../../src/i18n/language-names.ts';
import { copyLanguages, copyOf, textLanguages } from '../../../project/brand-copy.ts';
import { formatPointer } from '../../../project/json-pointer.ts';
import { Origin } from '../../../project/origin.ts';
import { list } from '../../fleet.ts';
import { docsUrl, type Rule } from '../../types.ts';

const MAX_QUOTE = 60;
const quote = (text: unknown) => (typeof text === 'string' ? JSON.stringify(text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE)}…` : text) : '');

/**
 * A key of a template's copy lacks a language a site using the template offers (the fleet's
 * languages, from each site's startup data) or the template writes its copy in (some other key has
 * it): pages in that language show the English text. Without a fleet (a lint given no sites, sites
 * recorded before languages were) the languages the brand translates into stand for the sites'.
 */
export const rule: Rule = {
  meta: {
    id: 'brand-message-language',
    severity: 'warning',
    description:
      "A key of a template's copy lacks a language a site using the template offers, or its other texts are written in: that language shows the English text.",
    docs: docsUrl('brand-message-language'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          if (t.abstract || !t.merged) continue;
          const copy = copyOf(t);
          // language code → the sites using this template that offer it
          const offeredBy = new Map<string, string[]>();
          for (const site of context.sites) {
            if (site.theme_code !== t.key) continue;
            for (const code of site.languages ?? []) offeredBy.set(code, [...(offeredBy.get(code) ?? []), site.domain]);
          }
          const written = new Set(copyLanguages(copy));
          const languages = BRAND_LANGUAGES.filter((code) => written.has(code) || offeredBy.has(code));
          for (const [key, texts] of Object.entries(copy)) {
            // without English the key is an error of its own (brand-message)
            if (typeof texts['EN'] !== 'string') continue;
            const has = new Set(textLanguages(texts));
            for (const code of languages) {
              if (has.has(code)) continue;
              const sites = offeredBy.get(code);
              const where = sites ? `, which ${list(sites)} offer${sites.length === 1 ? 's' : ''}` : '';
              context.report({
                origin: new Origin(t.chain),
                pointer: formatPointer(['messages', key]),
                key: true,
                message: `message "${BRAND_KEY_PREFIX}${key}" has no ${code} text (${LANGUAGE_NAMES[code]})${where}: ${code} pages fall back to English, ${quote(texts['EN'])}`,
              });
            }
          }
        }
      },
    };
  },
};
