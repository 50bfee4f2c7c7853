/**
 * The operator API's request bodies by validator name, from the endpoint table: schemas/build.ts
 * precompiles each into schemas/generated/operator-validators.js, and the operator server checks a
 * body with it before the endpoint's handler sees it.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import { OPERATOR_ENDPOINTS, type OperatorEndpointName } from './endpoints.ts';

/** The precompiled validator's export name for an endpoint's body. */
export type RequestValidatorName<Name extends string = string> = `validate${Capitalize<Name>}Request`;
export function requestValidatorName<Name extends string>(name: Name): RequestValidatorName<Name> {
  return `validate${name.charAt(0).toUpperCase()}${name.slice(1)}Request` as RequestValidatorName<Name>;
}

/** Every endpoint that reads a body, with its schema. */
export function operatorRequestSchemas(): [OperatorEndpointName, JSONSchema][] {
  return (Object.keys(OPERATOR_ENDPOINTS) as OperatorEndpointName[]).flatMap((name) => {
    const schema = OPERATOR_ENDPOINTS[name].request;
    return schema === null ? [] : [[name, schema] as [OperatorEndpointName, JSONSchema]];
  });
}
