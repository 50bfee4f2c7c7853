/**
 * §5 key filters for `keydown`/`keypress`: control keys (codes ≤ 31) always pass.
 * They return true when the key must be rejected.
 */
const isControl = (code: number) => code <= 31;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;

export function rejectsAlphabetOnly(code: number): boolean {
  return !isControl(code) && !isLetter(code) && code !== 32;
}

/** The strict variant: letters and space only, and never a leading or doubled space. */
export function rejectsAlphabetStrict(code: number, current: string): boolean {
  if (rejectsAlphabetOnly(code)) return true;
  return code === 32 && (current.length === 0 || current.endsWith(' '));
}

export function rejectsNumberOnly(code: number): boolean {
  return !isControl(code) && !isDigit(code);
}

/** Wires a filter to an input's beforeinput-style key event. */
export function keyCodeOf(event: { key: string }): number {
  return event.key.length === 1 ? event.key.charCodeAt(0) : 0;
}
