import { isRecord } from './is-record.ts';

/**
 * Every field of a schema (a key of some `properties`, at any depth) that lacks a description or
 * an example, as a path. `if` conditions are matched, not written, so they are not fields.
 */
export function undocumentedFields(schema: unknown, path = ''): string[] {
  if (!isRecord(schema)) return [];
  const out: string[] = [];
  const properties = schema['properties'];
  if (isRecord(properties)) {
    for (const [key, sub] of Object.entries(properties)) {
      const here = `${path}/${key}`;
      const s = isRecord(sub) ? sub : {};
      const described = typeof s['description'] === 'string' && s['description'].trim() !== '';
      const exemplified = Array.isArray(s['examples']) && s['examples'].length > 0;
      if (!described || !exemplified) out.push(`${here} (${[described ? '' : 'description', exemplified ? '' : 'examples'].filter(Boolean).join(', ')})`);
      out.push(...undocumentedFields(sub, here));
    }
  }
  for (const k of ['items', 'additionalProperties', 'then', 'else'] as const) {
    out.push(...undocumentedFields(schema[k], `${path}${k === 'items' ? '[]' : k === 'additionalProperties' ? '/*' : ''}`));
  }
  const allOf = schema['allOf'];
  if (Array.isArray(allOf)) {
    allOf.forEach((sub: unknown) => {
      const widget = isRecord(sub) && isRecord(sub['if']) && isRecord(sub['if']['properties']) ? sub['if']['properties']['widget'] : undefined;
      const label = isRecord(widget) && typeof widget['const'] === 'string' ? `(${widget['const']})` : '';
      out.push(...undocumentedFields(sub, `${path}${label}`));
    });
  }
  return out;
}
