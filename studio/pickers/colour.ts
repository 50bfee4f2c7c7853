import * as cssColour from '@asamuzakjp/css-color';
import { colourParser, schemeContrast, type PairContrast } from '../../engine/project/colour-contrast.ts';
import { tokenCss, tokenExpectation } from '../../src/config/design-tokens.ts';
import type { TokenKind } from '../../schemas/template.ts';

/**
 * The studio's colour checks, with config-lint's own functions: the contrast of
 * engine/project/colour-contrast.ts and the token grammars of src/config/design-tokens.ts (css-tree),
 * so a badge or a field error says what lint will say. Both libraries are bundled (css-tree ~56 KB
 * gzip, the CSS Color 4 parser ~45 KB gzip: docs/architecture.md "Decisions").
 */
export const parseColour = colourParser(() => cssColour);

/** The scheme's text/background pairs, judged as colour-contrast judges them. */
export function schemePairs(scheme: Readonly<Record<string, unknown>>): PairContrast[] {
  return schemeContrast(scheme, parseColour);
}

/**
 * Why `value` cannot be a token of `kind`, or null when it can: the colour-token and design-token
 * rules' test (a colour must also be one the contrast parser reads).
 */
export function tokenProblem(kind: TokenKind, value: string): string | null {
  if (kind === 'color' && !parseColour(value)) return `not a CSS colour; expected ${tokenExpectation('color')}`;
  const read = tokenCss(kind, value);
  return read.ok ? null : read.problem;
}

/** `#rrggbb` for an `<input type="color">`, which takes nothing else; undefined for a colour it cannot show (translucent, or not one). */
export function hexOf(value: unknown): string | undefined {
  const rgba = typeof value === 'string' ? parseColour(value) : undefined;
  if (!rgba || rgba[3] < 1) return undefined;
  return `#${rgba
    .slice(0, 3)
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')}`;
}
