import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export type Defaults = Record<string, unknown>;

/**
 * Each widget's `defaults:` literal, read from widgets/<Name>/index.ts as text. Importing the
 * modules would pull React, CSS and lazy components into a CLI; the literals are plain data.
 * A widget whose literal is not plain data is left out (callers say "defaults unknown").
 */
export function readWidgetDefaults(widgetsDir: string): Map<string, Defaults> {
  const out = new Map<string, Defaults>();
  for (const d of readdirSync(widgetsDir, { withFileTypes: true })) {
    const file = join(widgetsDir, d.name, 'index.ts');
    if (!d.isDirectory() || !existsSync(file)) continue;
    const parsed = parseDefaults(readFileSync(file, 'utf8'));
    if (parsed) out.set(d.name, parsed);
  }
  return out;
}

export function parseDefaults(source: string): Defaults | undefined {
  const start = source.search(/\bdefaults\s*:\s*\{/);
  if (start < 0) return undefined;
  const open = source.indexOf('{', start);
  let depth = 0;
  let end = -1;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const json = source
    .slice(open, end + 1)
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_m, s: string) => JSON.stringify(s.replace(/\\'/g, "'")))
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/,(\s*[}\]])/g, '$1');
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Defaults) : undefined;
  } catch {
    return undefined;
  }
}
