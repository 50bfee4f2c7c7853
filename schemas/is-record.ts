/**
 * A plain JSON object (not null, not an array): the one guard every layer uses to read unvalidated
 * JSON (config files, backend responses, schemas). It lives at the bottom layer so all can import it.
 */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
