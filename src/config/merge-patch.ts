import { isRecord } from '../../schemas/is-record.ts';

/** JSON Merge Patch (RFC 7386): how a template that `extends` another patches it. */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isRecord(patch)) return patch as T;
  const out: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key] ?? null, value);
  }
  return out as T;
}
