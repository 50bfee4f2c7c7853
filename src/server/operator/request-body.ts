/**
 * A request body checked by its precompiled validator (schemas/generated/operator-validators.js), or a
 * 400 naming the first field that is wrong as the studio and the CLI show it (`edits[0].when.markets`).
 */
import type { ValidationIssue, Validator } from '../../../schemas/validator-types.ts';
import { badRequest } from './http.ts';

/** A JSON pointer as a field path: `/edits/0/when` → `edits[0].when`. */
export function fieldOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path === '' ? s : `${path}.${s}`), '');
}

function refusal(issue: ValidationIssue, choices: (field: string) => readonly string[] | undefined) {
  const { params } = issue;
  const at = fieldOf(issue.instancePath);
  const within = (name: string) => (at === '' ? name : `${at}.${name}`);
  if (issue.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    const field = within(params['missingProperty']);
    return badRequest(`${field} is required`, { field });
  }
  if (issue.keyword === 'discriminator' && typeof params['tag'] === 'string') {
    const field = within(params['tag']);
    const known = choices(field);
    return badRequest(`${field} must be ${known ? `one of ${known.join(', ')}` : 'a known kind'}`, { field });
  }
  const field = at === '' ? 'body' : at;
  if (issue.keyword === 'enum' && Array.isArray(params['allowedValues']))
    return badRequest(`${field} must be one of ${params['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}`, { field });
  if (issue.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string')
    return badRequest(`${field === 'body' ? 'the body' : field} has no field ${params['additionalProperty']}`, { field: within(params['additionalProperty']) });
  return badRequest(`${field} ${issue.message ?? 'is not valid'}`, { field });
}

/**
 * `body` as `T` when `validate` accepts it, else a 400 for its first issue. `choices` names the kinds a
 * discriminated field may take (an edit's `op`), for the message.
 */
export function checkedBody<T>(validate: Validator, body: unknown, choices: (field: string) => readonly string[] | undefined = () => undefined): T {
  if (validate(body)) return body as T;
  const issue = validate.errors?.[0];
  throw issue ? refusal(issue, choices) : badRequest('the body is not valid', { field: 'body' });
}
