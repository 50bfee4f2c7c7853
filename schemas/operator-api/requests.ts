/**
 * The operator API's request bodies by validator name: schemas/build.ts precompiles each into
 * schemas/generated/operator-validators.js, and the operator server checks a body with it before
 * the endpoint's handler sees it.
 */
import { editRequestSchema } from './edits.ts';

/** The precompiled validator's export name for an endpoint's body. */
export type RequestValidatorName<Name extends string = string> = `validate${Capitalize<Name>}Request`;
export function requestValidatorName<Name extends string>(name: Name): RequestValidatorName<Name> {
  return `validate${name.charAt(0).toUpperCase()}${name.slice(1)}Request` as RequestValidatorName<Name>;
}

export const OPERATOR_REQUEST_SCHEMAS = {
  draftsEdits: editRequestSchema,
} as const;
