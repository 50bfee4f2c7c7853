import { Origin } from '../../../shared/origin.ts';
import { contrastRatio, parseColour } from '../../../shared/css-colour.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** WCAG 2.x AA for normal text. */
export const AA_RATIO = 4.5;

/** Token pairs that are drawn as text on a background (foreground first). */
export const TEXT_PAIRS: readonly (readonly [fg: string, bg: string])[] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface2'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['onPrimary', 'primary'],
];

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
            const s = scheme as Record<string, unknown>;
            for (const fg of new Set(TEXT_PAIRS.map(([f]) => f))) {
              const fv = s[fg];
              const a = typeof fv === 'string' ? parseColour(fv) : undefined;
              // translucent colours depend on what is below them: not judged
              if (!a || a[3] < 1) continue;
              const low: string[] = [];
              for (const [, bg] of TEXT_PAIRS.filter(([f]) => f === fg)) {
                const bv = s[bg];
                const b = typeof bv === 'string' ? parseColour(bv) : undefined;
                if (!b || b[3] < 1) continue;
                const ratio = contrastRatio(a, b);
                if (ratio < AA_RATIO) low.push(`${bg} ${String(bv)} (${(Math.floor(ratio * 100) / 100).toFixed(2)}:1)`);
              }
              if (low.length === 0) continue;
              context.report({
                origin,
                pointer: `/schemes/${name}/${fg}`,
                message: `template ${t.key} scheme "${name}": ${fg} ${String(fv)} is below WCAG AA ${AA_RATIO}:1 on ${low.join(', ')}`,
              });
            }
          }
        }
      },
    };
  },
};
