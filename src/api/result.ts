import type { FailurePolicy } from '../../schemas/api/endpoints.ts';
import type { Validator } from '../../schemas/validator-types.ts';
import { HttpError, ShapeError } from './http.ts';

export interface Status {
  statusCode: number;
  statusMessage?: string;
  statusDetail?: string;
}

export type { FailurePolicy };

function detail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A network failure is one where no HTTP answer came back at all. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof HttpError) && !(error instanceof ShapeError);
}

/** The synthetic response §8 prescribes for a failed call of the given group. */
export function failureResult(policy: FailurePolicy, error: unknown): Status & Record<string, unknown> {
  const statusDetail = detail(error);
  // the server refused for now (brute-force limits): the player is told to wait, not that it broke
  if (error instanceof HttpError && error.status === 429)
    return { statusCode: -429, statusMessage: 'tooManyAttempts', statusDetail, ...(policy === 'favourites' || policy === 'other' ? { value: [] } : {}) };
  switch (policy) {
    case 'auth':
      return { statusCode: -500, statusMessage: 'internalServerError', statusDetail };
    case 'startup':
      return { statusCode: -500, statusMessage: 'internalServerError', statusDetail, maintenance: { is_maintenance: false } };
    case 'balance':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail };
    case 'favourites':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail, value: [] };
    case 'settings':
      return isNetworkFailure(error)
        ? { statusCode: 0, statusMessage: 'disconnect', statusDetail }
        : { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail, value: [] };
    case 'other':
      return { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail, value: [] };
  }
}

/**
 * Runs a call, checks its body against the response schema, and turns any failure into §8's
 * synthetic response, so callers always get a status object, never an exception. The validator
 * comes from a loader so the browser fetches the validators' code alongside the first call
 * rather than with the page.
 */
export async function guarded<T>(policy: FailurePolicy, path: string, loadValidator: () => Promise<Validator>, call: () => Promise<unknown>): Promise<T> {
  try {
    const [body, validate] = await Promise.all([call(), loadValidator()]);
    if (!validate(body)) {
      const first = validate.errors?.[0];
      throw new ShapeError(path, first ? `${first.instancePath || '/'} ${first.message ?? first.keyword}` : 'invalid shape');
    }
    return body as T;
  } catch (error) {
    return failureResult(policy, error) as T;
  }
}
