/**
 * The WCAG contrast check of a colour scheme: which token pairs are drawn as text on a background,
 * the AA threshold, the colour parsing and the ratio. One home for config-lint's colour-contrast rule
 * and the studio's badges (studio/pickers/colour.ts), so the studio shows the figures lint judges by.
 * Browser-safe: the CSS Color 4 library is handed in by the caller (lint loads it lazily in Node, the
 * studio bundles it).
 */

/** r, g, b in 0–255 and alpha in 0–1. */
export type Rgba = readonly [number, number, number, number];

export type CssColourLibrary = typeof import('@asamuzakjp/css-color');

/** A concrete CSS colour as RGBA, or undefined when the value is not one. */
export type ColourParser = (value: string) => Rgba | undefined;

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

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A parser of concrete CSS colours (hex, a named colour, rgb(), hsl(), oklch(), …): undefined for
 * `#zzzzzz`, `reddish`, or a value that needs context (`var()`, `currentcolor`). Plain hex is read
 * here; anything else asks `library`, called only then. Schemes repeat their values: each is parsed once.
 */
export function colourParser(library: () => CssColourLibrary): ColourParser {
  const parsed = new Map<string, Rgba | undefined>();
  const parse = (value: string): Rgba | undefined => {
    const hex = HEX.exec(value.trim())?.[1];
    if (hex) {
      const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
      const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
      return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
    }
    if (/var\(|currentcolor/i.test(value)) return undefined;
    const css = library();
    if (!css.utils.isColor(value)) return undefined;
    const rgba = css.convert.colorToRgb(value);
    if (!Array.isArray(rgba) || rgba.length < 4 || rgba.some((x) => typeof x !== 'number' || Number.isNaN(x))) return undefined;
    return [rgba[0], rgba[1], rgba[2], rgba[3]] as Rgba;
  };
  return (value) => {
    if (parsed.has(value)) return parsed.get(value);
    const rgba = parse(value);
    parsed.set(value, rgba);
    return rgba;
  };
}

/** WCAG 2.x relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio (1–21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as lint prints it: rounded down to two decimals, so a figure shown never passes a pair that fails. */
export function ratioFigure(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/** One text/background pair of a scheme. */
export interface PairContrast {
  fg: string;
  bg: string;
  fgValue: unknown;
  bgValue: unknown;
  /**
   * The pair's ratio; absent when either side is not judged: not a concrete colour, or translucent
   * (what shows through depends on what is below it).
   */
  ratio?: number;
  /** AA met; absent when not judged */
  passes?: boolean;
}

function opaque(value: unknown, parse: ColourParser): Rgba | undefined {
  const rgba = typeof value === 'string' ? parse(value) : undefined;
  return rgba && rgba[3] >= 1 ? rgba : undefined;
}

/** Every TEXT_PAIRS pair of a scheme (a token record), in TEXT_PAIRS order, judged against AA. */
export function schemeContrast(scheme: Readonly<Record<string, unknown>>, parse: ColourParser): PairContrast[] {
  return TEXT_PAIRS.map(([fg, bg]) => {
    const pair: PairContrast = { fg, bg, fgValue: scheme[fg], bgValue: scheme[bg] };
    const a = opaque(scheme[fg], parse);
    const b = opaque(scheme[bg], parse);
    if (!a || !b) return pair;
    const ratio = contrastRatio(a, b);
    return { ...pair, ratio, passes: ratio >= AA_RATIO };
  });
}
