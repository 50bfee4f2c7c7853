import { encode } from 'jpeg-js';
import { hues } from './svg.ts';

/**
 * Game thumbnails as JPEG, as a real backend serves a provider's art. An SVG image is a document of its
 * own that the page's main thread builds, styles, lays out and paints (its text shaped too), ~25 ms of a
 * throttled phone's main thread per tile; a JPEG is decoded off the main thread. The art is the gradient and
 * circles the SVG art had, without its name and provider: the tile writes those in HTML.
 */

export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 320;
/** jpeg-js quality: gradients and soft circles stay clean at 3–4 kB a tile */
const QUALITY = 70;

type Rgb = [number, number, number];

/** CSS hsl() with s and l in 0–1, as sRGB 0–255. */
function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

interface Circle {
  cx: number;
  cy: number;
  r: number;
  /** white over the gradient at this opacity */
  alpha: number;
}

/** A 3:4 game thumbnail, the name's gradient under five soft circles, as JPEG bytes. */
export function gameThumbnailJpeg(gameName: string, provider: string): Buffer {
  const { h, ...hue } = hues(`${provider}/${gameName}`);
  // the SVG art's colours (svg.ts palette)
  const from = hsl(hue.from, 0.8, 0.52);
  const to = hsl(hue.to, 0.75, 0.28);
  const angle = ((45 + (h % 90)) * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // the gradient runs along the angle across the whole box, as objectBoundingBox gradients do
  const span = Math.abs(dx) * THUMB_WIDTH + Math.abs(dy) * THUMB_HEIGHT;
  const origin = Math.min(0, dx * THUMB_WIDTH) + Math.min(0, dy * THUMB_HEIGHT);
  const circles: Circle[] = Array.from({ length: 5 }, (_, i) => {
    const k = (h >> (i * 5)) & 31;
    return { cx: 20 + ((k * 7) % 200), cy: 20 + ((k * 11) % 200), r: 12 + (k % 28), alpha: 0.06 + (k % 5) / 50 };
  });
  const data = Buffer.alloc(THUMB_WIDTH * THUMB_HEIGHT * 4, 255);
  const rgb = new Float32Array(THUMB_WIDTH * THUMB_HEIGHT * 3);
  for (let y = 0; y < THUMB_HEIGHT; y++) {
    for (let x = 0; x < THUMB_WIDTH; x++) {
      const t = (x * dx + y * dy - origin) / span;
      const i = (y * THUMB_WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = from[c]! + (to[c]! - from[c]!) * t;
    }
  }
  for (const c of circles) {
    // only the circle's box; one pixel of soft edge keeps JPEG from ringing around it
    for (let y = Math.max(0, Math.floor(c.cy - c.r - 1)); y < Math.min(THUMB_HEIGHT, c.cy + c.r + 1); y++) {
      for (let x = Math.max(0, Math.floor(c.cx - c.r - 1)); x < Math.min(THUMB_WIDTH, c.cx + c.r + 1); x++) {
        const a = c.alpha * Math.max(0, Math.min(1, c.r + 0.5 - Math.hypot(x + 0.5 - c.cx, y + 0.5 - c.cy)));
        if (a === 0) continue;
        const i = (y * THUMB_WIDTH + x) * 3;
        for (let k = 0; k < 3; k++) rgb[i + k] = rgb[i + k]! + (255 - rgb[i + k]!) * a;
      }
    }
  }
  for (let i = 0; i < THUMB_WIDTH * THUMB_HEIGHT; i++) for (let k = 0; k < 3; k++) data[i * 4 + k] = rgb[i * 3 + k]!;
  return encode({ width: THUMB_WIDTH, height: THUMB_HEIGHT, data }, QUALITY).data;
}
