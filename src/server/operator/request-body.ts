/**
 * A request body checked by its precompiled validator (schemas/generated/operator-validators.js), or a
 * 400 naming the first field that is wrong as the studio and the CLI show it (`edits[0].when.markets`).
 */
import { isRecord } from '../../../schemas/is-record.ts';
import type { ValidationIssue, Validator } from '../../../schemas/validator-types.ts';
import { badRequest, type OperatorError } from './http.ts';

/** A JSON pointer as a field path: `/edits/0/when` → `edits[0].when`. */
export function fieldOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path === '' ? s : `${path}.${s}`), '');
}

/** The values a discriminated union's tag may take, read from its branches. */
function tagValues(schema: Record<string, unknown> | undefined, tag: string): string[] {
  const branches = schema?.['oneOf'];
  if (!Array.isArray(branches)) return [];
  return branches.flatMap((b) => {
    const properties = isRecord(b) ? b['properties'] : undefined;
    const value = isRecord(properties) && isRecord(properties[tag]) ? properties[tag]['const'] : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}

function refusal(issue: ValidationIssue): OperatorError {
  const { params, parentSchema } = issue;
  const at = fieldOf(issue.instancePath);
  const within = (name: string) => (at === '' ? name : `${at}.${name}`);
  const named = at === '' ? 'the body' : at;
  const field = at === '' ? 'body' : at;
  if (issue.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    const missing = within(params['missingProperty']);
    return badRequest(`${missing} is required`, { field: missing });
  }
  if (issue.keyword === 'discriminator' && typeof params['tag'] === 'string') {
    const tag = within(params['tag']);
    return badRequest(`${tag} must be one of ${tagValues(parentSchema, params['tag']).join(', ')}`, { field: tag });
  }
  if (issue.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string')
    return badRequest(`${named} has no field ${params['additionalProperty']}`, { field: within(params['additionalProperty']) });
  if (issue.keyword === 'propertyNames' && typeof params['propertyName'] === 'string')
    return badRequest(`${named}: ${JSON.stringify(params['propertyName'].slice(0, 200))} is not an allowed name`, { field });
  if (issue.keyword === 'enum' && Array.isArray(params['allowedValues']))
    return badRequest(`${named} must be one of ${params['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}`, { field });
  const description = parentSchema?.['description'];
  if (typeof description === 'string') return badRequest(`${named} must be ${description}`, { field });
  return badRequest(`${named} ${issue.message ?? 'is not valid'}`, { field });
}

/** `body` as `T` when `validate` accepts it, else a 400 for its first issue. */
export function checkedBody<T>(validate: Validator, body: unknown): T {
  if (validate(body)) return body as T;
  const issue = validate.errors?.[0];
  throw issue ? refusal(issue) : badRequest('the body is not valid', { field: 'body' });
}
