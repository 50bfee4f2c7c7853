import { isRecord } from '../../schemas/is-record.ts';

/** Keys a merge never writes: writing them would replace the object's prototype instead of adding a field. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON Merge Patch (RFC 7386): how a template that `extends` another patches it. */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isRecord(patch)) return patch as T;
  const out: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (PROTOTYPE_KEYS.has(key)) continue;
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key] ?? null, value);
  }
  return out as T;
}
