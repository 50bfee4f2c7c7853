/** Angles in degrees, clockwise from the pointer at the top of the wheel. */

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** Centre angle of segment `index` on a wheel of `count` equal segments. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * (360 / count);
}

/**
 * The rotation that brings segment `index` under the pointer after `turns` whole turns from `current`:
 * always forward, so the wheel never spins back.
 */
export function targetRotation(current: number, index: number, count: number, turns = 5): number {
  return current + turns * 360 + mod(-segmentCentre(index, count) - current, 360);
}

/** The segment under the pointer when the wheel stands at `rotation`. */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(mod(-rotation, 360) / (360 / count)) % count;
}

/** SVG path of segment `index`: a pie slice of radius r around (c, c). */
export function segmentPath(index: number, count: number, c: number, r: number): string {
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(c + r * Math.sin(rad)).toFixed(2)} ${(c - r * Math.cos(rad)).toFixed(2)}`;
  };
  const from = index * (360 / count);
  const to = (index + 1) * (360 / count);
  return `M ${c} ${c} L ${point(from)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)} Z`;
}
