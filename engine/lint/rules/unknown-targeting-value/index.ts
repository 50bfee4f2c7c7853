import { BRAND_LANGUAGES } from '../../../../schemas/template.ts';
import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { listOf, whenOf } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

const LANGUAGE_CODES: readonly string[] = BRAND_LANGUAGES;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const isRegion = (code: string): boolean => {
  const name = regions.of(code);
  return name !== undefined && name !== 'Unknown Region';
};

/**
 * A `when` list naming what can never match: a language code that is not one of §1's, a breakpoint
 * the tree does not render under, a country code (`markets`) that is no ISO 3166 region, a currency
 * that is no ISO 4217 code. Such an entry is dead, and when it is the only one the node never shows.
 */
export const rule: Rule = {
  meta: {
    id: 'unknown-targeting-value',
    severity: 'error',
    description: 'A when list names a language, breakpoint, market or currency that does not exist, so that entry never matches.',
    docs: docsUrl('unknown-targeting-value'),
  },
  create(context) {
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const when = whenOf(node);
        if (!when) return;
        const checks: [field: string, what: string, known: (v: string) => boolean, names?: readonly string[]][] = [
          ['languages', 'a language code', (v) => LANGUAGE_CODES.includes(v), LANGUAGE_CODES],
          ['breakpoints', `a breakpoint of ${tree.label}`, (v) => tree.breakpointNames.has(v), [...tree.breakpointNames]],
          ['markets', 'an ISO 3166 country code', isRegion],
          ['currencies', 'an ISO 4217 currency code', (v) => CURRENCIES.has(v)],
        ];
        for (const [field, what, known, names] of checks) {
          (listOf(when, field) ?? []).forEach((value, i) => {
            if (known(value)) return;
            const guess = names && didYouMean(value, names);
            const input = {
              origin: tree.origin,
              pointer: `${pointer}/when/${seg(field)}/${i}`,
              message: `when.${field}: "${value}" is not ${what}${guess ? `; did you mean "${guess}"?` : names ? ` (known: ${names.join(', ')})` : ''}`,
            };
            context.report(guess ? { ...input, suggestion: guess } : input);
          });
        }
      },
    };
  },
};
