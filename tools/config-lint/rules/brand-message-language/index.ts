import { BRAND_KEY_PREFIX } from '../../../../schemas/template.ts';
import { LANGUAGES, isLanguageCode } from '../../../../src/i18n/languages.ts';
import { copyLanguages, copyOf, textLanguages } from '../../../shared/brand-copy.ts';
import { formatPointer } from '../../../shared/json-pointer.ts';
import { Origin } from '../../../shared/origin.ts';
import { docsUrl, type Rule } from '../../types.ts';

const MAX_QUOTE = 60;
const quote = (text: unknown) => (typeof text === 'string' ? JSON.stringify(text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE)}…` : text) : '');

/**
 * A key of a template's copy lacks a language the template writes its copy in (some other key has
 * it): pages in that language show the English text. Which languages a site offers is the backend's
 * data, so the languages the brand translates into stand for them.
 */
export const rule: Rule = {
  meta: {
    id: 'brand-message-language',
    severity: 'warning',
    description: "A key of a template's copy lacks a language its other texts are written in: that language shows the English text.",
    docs: docsUrl('brand-message-language'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          if (t.abstract || !t.merged) continue;
          const copy = copyOf(t);
          const languages = copyLanguages(copy);
          for (const [key, texts] of Object.entries(copy)) {
            // without English the key is an error of its own (brand-message)
            if (typeof texts['EN'] !== 'string') continue;
            const has = new Set(textLanguages(texts));
            for (const code of languages) {
              if (has.has(code) || !isLanguageCode(code)) continue;
              context.report({
                origin: new Origin(t.chain),
                pointer: formatPointer(['messages', key]),
                key: true,
                message: `message "${BRAND_KEY_PREFIX}${key}" has no ${code} text (${LANGUAGES[code].name}): ${code} pages fall back to English, ${quote(texts['EN'])}`,
              });
            }
          }
        }
      },
    };
  },
};
