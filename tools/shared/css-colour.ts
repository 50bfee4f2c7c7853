import { createRequire } from 'node:module';

/** r, g, b in 0–255 and alpha in 0–1. */
export type Rgba = readonly [number, number, number, number];

type CssColor = typeof import('@asamuzakjp/css-color');
let cssColor: CssColor | undefined;
/** The full CSS Color 4 parser, loaded only when a value is not plain hex: it costs the lint ~100 ms to load. */
function library(): CssColor {
  return (cssColor ??= createRequire(import.meta.url)('@asamuzakjp/css-color') as CssColor);
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A concrete CSS colour (hex, a named colour, rgb(), hsl(), oklch(), …) as RGBA, or undefined when
 * the value is not one: `#zzzzzz`, `reddish`, or a value that needs context (`var()`, `currentcolor`).
 */
export function parseColour(value: string): Rgba | undefined {
  if (parsed.has(value)) return parsed.get(value);
  const rgba = parse(value);
  parsed.set(value, rgba);
  return rgba;
}

/** Schemes repeat their values (25 templates × 5 schemes share a few dozen): each is parsed once. */
const parsed = new Map<string, Rgba | undefined>();

function parse(value: string): Rgba | undefined {
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
