import { schemeSchema } from '../../../../schemas/template.ts';
import { tokenCss } from '../../../../src/config/design-tokens.ts';
import { parseColour } from '../../../project/css-colour.ts';
import { schemeEntries } from '../../../project/scheme-entries.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** Every token a scheme requires is a colour (radius and font are the optional non-colour ones). */
export const COLOUR_TOKENS: readonly string[] = schemeSchema.required;

/**
 * A colour token that is not a CSS colour makes its custom property invalid: the browser drops it.
 * It must also match the `<color>` grammar the server emits tokens by (src/config/design-tokens.ts),
 * so that lint never passes a colour the page would then leave out.
 */
export const rule: Rule = {
  meta: {
    id: 'colour-token',
    severity: 'error',
    description: "A scheme's colour token is not a valid CSS colour.",
    docs: docsUrl('colour-token'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          for (const [name, scheme] of schemeEntries(t.file.data)) {
            for (const token of COLOUR_TOKENS) {
              const value = scheme[token];
              if (typeof value !== 'string' || (parseColour(value) && tokenCss('color', value).ok)) continue;
              context.report({
                file: t.file,
                pointer: `/schemes/${name}/${token}`,
                message: `scheme "${name}" token ${token} is "${value}", not a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")`,
              });
            }
          }
        }
      },
    };
  },
};
