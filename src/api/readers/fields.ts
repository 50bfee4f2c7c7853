/**
 * Lenient readers for the fields of responses whose shape §7 leaves open. Each takes anything the
 * backend sends and never throws: the readers built on them drop what they cannot read.
 */

/** An id as backends send it: a string or a number. */
export const isId = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** A finite number, or a string holding one ("8", " 12.5 "); null for anything else, blank strings included. */
export function numOrNull(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** numOrNull with a fallback (0 unless told) for a field that is missing or not a number. */
export const num = (v: unknown, fallback = 0): number => numOrNull(v) ?? fallback;

/** A string, or a number written as one; '' for anything else. */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A string only; '' for anything else (numbers included: a body or a title is text). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The truthy spellings backends use for a flag: true, 1 and "1". */
export const flag = (v: unknown): boolean => v === true || v === 1 || v === '1';
