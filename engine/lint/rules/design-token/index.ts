import { tokenCss, tokenKind } from '../../../../src/config/design-tokens.ts';
import { schemeEntries } from '../../../project/scheme-entries.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * A scheme's non-colour token (`font`, `radius`: TOKEN_KINDS in schemas/template.ts) that does not
 * match its CSS grammar. The tokens become custom properties in every page's <style>; a value that
 * is not one CSS value of its kind could break out of its declaration (`1px;background:url(…)`).
 * Colours are colour-token's, which checks them with the same grammar and the colour parser.
 */
export const rule: Rule = {
  meta: {
    id: 'design-token',
    severity: 'error',
    description: "A scheme's font or radius token does not match its CSS grammar.",
    docs: docsUrl('design-token'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          for (const [name, scheme] of schemeEntries(t.file.data)) {
            for (const [token, value] of Object.entries(scheme)) {
              const kind = tokenKind(token);
              // an unknown token is the schema's; null deletes an inherited one
              if (!kind || kind === 'color' || typeof value !== 'string') continue;
              const read = tokenCss(kind, value);
              if (read.ok) continue;
              context.report({
                file: t.file,
                pointer: `/schemes/${name}/${token}`,
                message: `scheme "${name}" token ${token} is ${JSON.stringify(value)}: ${read.problem}`,
              });
            }
          }
        }
      },
    };
  },
};
