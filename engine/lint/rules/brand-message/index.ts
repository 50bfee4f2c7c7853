import { compileText } from '../../../../src/config/brand-copy.ts';
import { BRAND_KEY_PREFIX } from '../../../../schemas/template.ts';
import { formatPointer } from '../../../project/json-pointer.ts';
import { copyOf } from '../../../project/brand-copy.ts';
import { Origin } from '../../../project/origin.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/**
 * A template's copy (`messages`) must be what the page can format: every text an ICU message of the
 * elements the built-in messages may use (compiled as the server compiles it), and every key an
 * English text, the one every other language falls back to.
 */
export const rule: Rule = {
  meta: {
    id: 'brand-message',
    severity: 'error',
    description: "A text of a template's copy (`messages`) is not an ICU message the page can format, or a key has no English (EN) text.",
    docs: docsUrl('brand-message'),
  },
  create(context) {
    return {
      onFile(file) {
        if (file.kind !== 'template' || !isRecord(file.data?.['messages'])) return;
        for (const [key, texts] of Object.entries(file.data['messages'])) {
          if (!isRecord(texts)) continue;
          for (const [code, text] of Object.entries(texts)) {
            if (typeof text !== 'string') continue;
            const compiled = compileText(text);
            if (compiled.ok) continue;
            context.report({
              file,
              pointer: formatPointer(['messages', key, code]),
              message: `message "${BRAND_KEY_PREFIX}${key}" (${code}) ${compiled.problem}`,
            });
          }
        }
      },
      onEnd() {
        for (const t of context.project.templates.values()) {
          if (t.abstract || !t.merged) continue;
          for (const [key, texts] of Object.entries(copyOf(t))) {
            if (typeof texts['EN'] === 'string') continue;
            context.report({
              origin: new Origin(t.chain),
              pointer: formatPointer(['messages', key]),
              key: true,
              message: `message "${BRAND_KEY_PREFIX}${key}" has no English (EN) text: a language without its own text falls back to English, so every key needs one`,
            });
          }
        }
      },
    };
  },
};
