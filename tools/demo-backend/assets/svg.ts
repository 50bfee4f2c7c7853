import { shortHash } from '../../../src/lib/short-hash.ts';

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Two related, saturated colours picked from the name: the same name always gets the same picture. */
function palette(name: string): [string, string, number] {
  // the FNV-1a value itself (shortHash writes it in base 36)
  const h = Number.parseInt(shortHash(name), 36);
  const hue = h % 360;
  return [`hsl(${hue} 80% 52%)`, `hsl(${(hue + 40 + ((h >> 9) % 80)) % 360} 75% 28%)`, h];
}

/** Breaks a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs = ''): string {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`).join('');
}

function gradient(id: string, a: string, b: string, angle: number): string {
  return `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

const FONT = 'font-family="Verdana,Arial,sans-serif" font-weight="700" fill="#fff" text-anchor="middle"';

/** 3:4 game thumbnail with decorative circles, the game name and the provider. */
export function gameThumbnail(gameName: string, provider: string): string {
  const [a, b, h] = palette(`${provider}/${gameName}`);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const k = (h >> (i * 5)) & 31;
    return `<circle cx="${20 + ((k * 7) % 200)}" cy="${20 + ((k * 11) % 200)}" r="${12 + (k % 28)}" fill="#fff" opacity="${0.06 + (k % 5) / 50}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320" role="img" aria-label="${escapeXml(gameName)}">${gradient('g', a, b, 45 + (h % 90))}<rect width="240" height="320" rx="18" fill="url(#g)"/>${circles}${textLines(wrap(gameName, 13, 3), 120, 200, 24, FONT)}<rect x="60" y="272" width="120" height="26" rx="13" fill="#000" opacity=".35"/>${textLines([provider], 120, 291, 14, FONT)}</svg>`;
}

export function siteLogo(siteName: string, variant: number): string {
  const [a, b] = palette(siteName);
  if (variant === 3) {
    const initials = siteName
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(siteName)}">${gradient('g', a, b, 45)}<rect width="128" height="128" rx="28" fill="url(#g)"/>${textLines([initials], 64, 80, 48, FONT)}</svg>`;
  }
  const fill = variant === 2 ? 'fill="#222"' : 'fill="url(#g)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${escapeXml(siteName)}">${gradient('g', a, b, 0)}<rect width="320" height="80" rx="14" ${fill}/>${textLines(wrap(siteName, 22, 1), 160, 50, 26, FONT)}</svg>`;
}

export function badge(label: string, width = 200, height = 80): string {
  const [a, b] = palette(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${gradient('g', a, b, 20)}<rect width="${width}" height="${height}" rx="12" fill="url(#g)"/>${textLines(wrap(label, Math.max(8, Math.floor(width / 13)), 2), width / 2, height / 2 + 6, Math.min(22, height / 3), FONT)}</svg>`;
}

export function slideImage(title: string, theme: string): string {
  const [a, b, h] = palette(`${theme}/${title}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">${gradient('g', a, b, 15)}<rect width="1200" height="400" fill="url(#g)"/><circle cx="${900 + (h % 200)}" cy="200" r="260" fill="#fff" opacity=".08"/>${textLines(wrap(title, 32, 2), 600, 190, 56, FONT)}</svg>`;
}

export function avatar(name: string, size: number): string {
  const [a, b] = palette(name);
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}">${gradient('g', a, b, 45)}<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/><circle cx="${r}" cy="${r * 0.8}" r="${r * 0.32}" fill="#fff" opacity=".9"/><ellipse cx="${r}" cy="${r * 1.55}" rx="${r * 0.55}" ry="${r * 0.35}" fill="#fff" opacity=".9"/></svg>`;
}
