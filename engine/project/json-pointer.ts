/** RFC 6901 JSON Pointer helpers. */

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function formatPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The value at a pointer, or undefined when the path does not exist. */
export function getAt(value: unknown, pointer: string): unknown {
  let cur: unknown = value;
  for (const seg of parsePointer(pointer)) {
    if (Array.isArray(cur)) cur = cur[Number(seg)];
    else if (cur !== null && typeof cur === 'object') cur = (cur as Record<string, unknown>)[seg];
    else return undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

/** One pointer segment, escaped. */
export function seg(s: string): string {
  return s.replaceAll('~', '~0').replaceAll('/', '~1');
}
