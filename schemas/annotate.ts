import type { FieldDoc } from './field-doc.ts';
import { isRecord } from './is-record.ts';

type Json = Record<string, unknown>;

/** One example for a field that has none written: its default, else its const or first enum value. */
function derivedExample(schema: Json, fallback: unknown): unknown[] | undefined {
  if (fallback !== undefined) return [fallback];
  if ('const' in schema) return [schema['const']];
  const values = schema['enum'];
  if (Array.isArray(values) && values.length > 0) return [values[0]];
  return undefined;
}

/** A copy of a props schema with each prop's `default` (from the manifest) and an example where one can be derived. */
export function annotateProps(schema: Json, defaults: Json = {}): Json {
  const properties = schema['properties'];
  const out: Json = { ...schema };
  if (isRecord(properties)) {
    out['properties'] = Object.fromEntries(
      Object.entries(properties).map(([key, sub]) => {
        if (!isRecord(sub)) return [key, sub];
        const prop: Json = annotateProps(sub);
        if (key in defaults) prop['default'] = defaults[key];
        const examples = prop['examples'] ?? derivedExample(prop, defaults[key]);
        if (examples !== undefined) prop['examples'] = examples;
        return [key, prop];
      }),
    );
  }
  for (const k of ['items', 'additionalProperties'] as const) {
    const sub = schema[k];
    if (isRecord(sub)) out[k] = annotateProps(sub);
  }
  return out;
}

/**
 * A copy of a schema with each documented field's `description` and `examples` set. A path that
 * names no field throws, so docs cannot silently drift from a renamed or removed field.
 */
export function applyDocs(schema: Json, docs: Record<string, FieldDoc>, name: string): Json {
  // a JSON copy, not structuredClone: that keeps shared sub-objects shared (every design token is one
  // schema object in schemas/template.ts), and each field's help would overwrite the others'
  const out = JSON.parse(JSON.stringify(schema)) as Json;
  for (const [path, doc] of Object.entries(docs)) {
    let at: unknown = out;
    for (const seg of path.split('/')) {
      if (!isRecord(at)) break;
      at = seg === '*' ? at['additionalProperties'] : seg === '[]' ? at['items'] : isRecord(at['properties']) ? at['properties'][seg] : undefined;
    }
    if (!isRecord(at)) throw new Error(`schemas/config-docs.ts: "${path}" names no field of the ${name} schema`);
    at['description'] = doc.description;
    at['examples'] = [...doc.examples];
  }
  return out;
}

/**
 * An `at` override worth showing: the first prop set to a value other than its default, so the
 * example is never the redundant override config-lint warns about.
 */
export function overrideExample(schema: Json, defaults: Json): Json {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  for (const [key, sub] of Object.entries(properties)) {
    if (!isRecord(sub)) continue;
    const current = defaults[key];
    const values = Array.isArray(sub['enum']) ? sub['enum'] : sub['type'] === 'boolean' ? [true, false] : [];
    const other = values.find((v) => v !== current);
    if (other !== undefined) return { [key]: other };
    if (sub['type'] === 'integer' && typeof sub['minimum'] === 'number' && typeof sub['maximum'] === 'number') {
      return { [key]: current === sub['maximum'] ? sub['minimum'] : sub['maximum'] };
    }
  }
  return {};
}

const ANNOTATIONS = new Set(['description', 'markdownDescription', 'examples', 'default']);
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/**
 * A copy of a schema without editors' help, for the validators: ajv's standalone code embeds
 * schema objects it refers to, and help text has no business in the server's code.
 */
export function stripAnnotations(schema: Json): Json {
  return strip(schema) as Json;
}

function strip(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SUBSCHEMA_MAPS.includes(key) && isRecord(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    } else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map(strip);
    } else if (SUBSCHEMAS.includes(key)) {
      out[key] = strip(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}
