/**
 * The operator API's refusals as typed errors: every error answer is `{ error: { code, message, … } }`
 * with its status (src/server/operator/http.ts); a failed connection is status 0.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { ConfigDiff, LintProblem } from './types.ts';

/** 401s that leave the session as it was: a login or step-up to try again (docs/operators.md "Second factors") */
const NOT_SESSION_LOSS = new Set(['invalidCredentials', 'mfaRequired', 'mfaEnrolmentRequired', 'invalidSecondFactor', 'stepUpRequired']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** the error body's other fields (`live`, `diff`, `problems`, `version`, `needed`, …) */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The session ended (expired, logged out elsewhere): a wrong password or second factor, or a step-up asked for, is not that. */
  get sessionLost(): boolean {
    return this.status === 401 && !NOT_SESSION_LOSS.has(this.code);
  }

  /** The server or the network failed: the request may be sent again as it was. */
  get unavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** The typed error of a non-2xx answer whose body is `text` (JSON when the server wrote it). */
export function errorFromAnswer(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : undefined;
  if (!error || typeof error['code'] !== 'string') return new ApiError(status, 'http', `the server answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  const { code, message, ...extra } = error;
  return new ApiError(status, code, typeof message === 'string' ? message : code, extra);
}

/** 409 staleParent: someone published since the draft's parent; `diff` is from that parent to the live revision. */
export function staleParentOf(error: unknown): { parent: string; live: string | null; diff: ConfigDiff } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'staleParent') return undefined;
  const { parent, live, diff } = error.extra;
  if (typeof parent !== 'string' || !isRecord(diff) || !Array.isArray(diff['files'])) return undefined;
  return { parent, live: typeof live === 'string' ? live : null, diff: diff as unknown as ConfigDiff };
}

/** 409 draftChanged: the draft's version on the server. */
export function draftChangedOf(error: unknown): { version: number | null } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'draftChanged') return undefined;
  const { version } = error.extra;
  return { version: typeof version === 'number' ? version : null };
}

/** 422 lintErrors: the problems that stopped a publish. */
export function lintErrorsOf(error: unknown): LintProblem[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== 'lintErrors') return undefined;
  return Array.isArray(error.extra['problems']) ? (error.extra['problems'] as LintProblem[]) : [];
}
