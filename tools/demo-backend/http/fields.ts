import { RequestError } from './json-response.ts';

/**
 * A tiny declarative body checker: each endpoint lists its §7 fields once and gets a typed object back,
 * or a 400 naming the first field that is missing or of the wrong type.
 */
export type FieldKind = 'string' | 'string?' | 'id' | 'id?';
export type FieldSpec = Readonly<Record<string, FieldKind>>;

type FieldValue<K extends FieldKind> = K extends 'string' ? string : K extends 'id' ? string : string | undefined;
export type Fields<S extends FieldSpec> = { [K in keyof S]: FieldValue<S[K]> };

const MAX_FIELD_LENGTH = 10_000;

export function readFields<S extends FieldSpec>(body: Record<string, unknown>, spec: S): Fields<S> {
  const out: Record<string, string | undefined> = {};
  for (const [name, kind] of Object.entries(spec)) {
    const value = body[name];
    const optional = kind.endsWith('?');
    if (value === undefined || value === null) {
      if (!optional) throw new RequestError(400, 'invalidRequest', `Missing required field "${name}"`);
      out[name] = undefined;
      continue;
    }
    // Ids (inbox_id) arrive as numbers or numeric strings depending on the client; accept both.
    if (kind.startsWith('id') && typeof value === 'number' && Number.isInteger(value)) {
      out[name] = String(value);
      continue;
    }
    if (typeof value !== 'string') {
      throw new RequestError(
        400,
        'invalidRequest',
        `Field "${name}" must be a ${kind.startsWith('id') ? 'number or string' : 'string'}, got ${Array.isArray(value) ? 'array' : typeof value}`,
      );
    }
    if (value.length > MAX_FIELD_LENGTH) throw new RequestError(400, 'invalidRequest', `Field "${name}" is longer than ${MAX_FIELD_LENGTH} characters`);
    out[name] = value;
  }
  return out as Fields<S>;
}
