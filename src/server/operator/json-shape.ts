/**
 * What a JSON body may not be, checked before its schema sees it: nested deeper than MAX_JSON_DEPTH
 * (a validator or a merge walking 100,000 levels runs out of stack), or holding a key that names an
 * object's prototype machinery (`__proto__`, `constructor`, `prototype`), which a merge would follow.
 */
import { PROTOTYPE_KEYS } from '../../config/merge-patch.ts';

export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `[`/`{` in JSON text, counted without parsing (so without recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The path of the first forbidden key in `value` (`files.x.__proto__`), if any. */
export function forbiddenKeyPath(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenKeyPath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (PROTOTYPE_KEYS.has(key)) return at;
    const found = forbiddenKeyPath(child, at);
    if (found) return found;
  }
  return undefined;
}
