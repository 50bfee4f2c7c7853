import { Origin } from '../../../project/origin.ts';
import { AA_RATIO, ratioFigure, schemeContrast, TEXT_PAIRS, type PairContrast } from '../../../project/colour-contrast.ts';
import { parseColour } from '../../../project/css-colour.ts';
import { docsUrl, type Rule } from '../../types.ts';

// the pairs and the threshold live beside the computation, shared with the studio's badges
export { AA_RATIO, TEXT_PAIRS };

/**
 * Each scheme's pairs by the scheme's JSON: the studio lints on every edit, and an edit seldom touches
 * a colour, while parsing and weighing every scheme's colours was a tenth of that lint.
 */
const judged = new Map<string, PairContrast[]>();
const JUDGED_LIMIT = 2_000;

function contrastOf(scheme: Record<string, unknown>): PairContrast[] {
  const key = JSON.stringify(scheme);
  let pairs = judged.get(key);
  if (!pairs) {
    if (judged.size > JUDGED_LIMIT) judged.clear();
    judged.set(key, (pairs = schemeContrast(scheme, parseColour)));
  }
  return pairs;
}

/** Each scheme's text/background pairs meet WCAG AA (4.5:1); a warning, as Theme Check has none. */
export const rule: Rule = {
  meta: {
    id: 'colour-contrast',
    severity: 'warning',
    description: `A scheme's text/background token pair has a contrast below WCAG AA (${AA_RATIO}:1).`,
    docs: docsUrl('colour-contrast'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          const schemes = t.abstract ? undefined : t.merged?.['schemes'];
          if (typeof schemes !== 'object' || schemes === null) continue;
          const origin = new Origin(t.chain);
          for (const [name, scheme] of Object.entries(schemes)) {
            if (typeof scheme !== 'object' || scheme === null) continue;
            const pairs = contrastOf(scheme as Record<string, unknown>);
            for (const fg of new Set(TEXT_PAIRS.map(([f]) => f))) {
              const low = pairs.filter((p) => p.fg === fg && p.passes === false);
              if (low.length === 0) continue;
              context.report({
                origin,
                pointer: `/schemes/${name}/${fg}`,
                message: `template ${t.key} scheme "${name}": ${fg} ${String(low[0]!.fgValue)} is below WCAG AA ${AA_RATIO}:1 on ${low
                  .map((p) => `${p.bg} ${String(p.bgValue)} (${ratioFigure(p.ratio!)}:1)`)
                  .join(', ')}`,
              });
            }
          }
        }
      },
    };
  },
};
