import { formatPointer } from './json-pointer.ts';

export interface DuplicateKey {
  key: string;
  /** pointer of the repeated property (JSON.parse keeps the last of them) */
  pointer: string;
  /** offset of the repeated key, and of its first occurrence */
  offset: number;
  firstOffset: number;
}

export interface ScanResult {
  duplicates: DuplicateKey[];
  /** offset of the first value nested deeper than the limit, if any */
  tooDeepAt: number | undefined;
}

interface Frame {
  object: boolean;
  keys: Map<string, number> | undefined;
  expectKey: boolean;
  /** the current member's key or index: the segment of a pointer into it */
  seg: string | number;
}

/** The next character that matters for structure; the rest is skipped by the regex engine. */
const STRUCTURE = /["{}[\],]/g;
/** The rest of a string after its opening quote, through the closing quote. */
const STRING_REST = /(?:[^"\\]|\\.)*"/y;

/**
 * One pass over JSON that JSON.parse accepted: repeated keys in an object (JSON.parse silently
 * keeps the last) and the first value nested deeper than `maxDepth`. A loop with its own stack, so
 * no nesting overflows it; it jumps between structural characters with native regexes because a
 * tokenizer (or a character loop) costs the lint a fair part of its time budget.
 */
export function scanJson(text: string, maxDepth: number): ScanResult {
  const stack: Frame[] = [];
  const duplicates: DuplicateKey[] = [];
  let tooDeepAt: number | undefined;
  const structure = new RegExp(STRUCTURE);
  const stringRest = new RegExp(STRING_REST);
  for (let m = structure.exec(text); m; m = structure.exec(text)) {
    const i = m.index;
    const c = m[0];
    const top = stack[stack.length - 1];
    if (c === '"') {
      stringRest.lastIndex = i + 1;
      if (!stringRest.test(text)) break;
      const end = stringRest.lastIndex;
      structure.lastIndex = end;
      if (!top?.object || !top.expectKey) continue;
      top.expectKey = false;
      const raw = text.slice(i + 1, end - 1);
      const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
      top.seg = key;
      const first = top.keys?.get(key);
      if (first === undefined) top.keys?.set(key, i);
      else duplicates.push({ key, pointer: formatPointer(stack.map((f) => f.seg)), offset: i, firstOffset: first });
    } else if (c === '{' || c === '[') {
      const object = c === '{';
      stack.push({ object, keys: object ? new Map() : undefined, expectKey: object, seg: 0 });
      if (stack.length > maxDepth && tooDeepAt === undefined) tooDeepAt = i;
    } else if (c === '}' || c === ']') stack.pop();
    else if (top?.object) top.expectKey = true;
    else if (top) top.seg = Number(top.seg) + 1;
  }
  return { duplicates, tooDeepAt };
}
