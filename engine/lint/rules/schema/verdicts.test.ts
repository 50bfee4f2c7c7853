import { describe, expect, it } from 'vitest';
import type { ValidationIssue, Validator } from '../../../../schemas/validator-types.ts';
import { issuesOf } from './verdicts.ts';

/** a validator that needs `ok: true`, counting its runs */
function counting(): Validator & { runs: number } {
  const issue = (path: string): ValidationIssue => ({ instancePath: path, schemaPath: '#/required', keyword: 'required', params: {} });
  const validate = Object.assign(
    (data: unknown) => {
      validate.runs++;
      const ok = typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === true;
      validate.errors = ok ? null : [issue(`/run${validate.runs}`)];
      return ok;
    },
    { runs: 0, errors: null as ValidationIssue[] | null },
  );
  return validate;
}

describe('issuesOf: a verdict per parsed document, kept while the document lives', () => {
  it('validates a document once, and keeps its issues past the validator’s next run', () => {
    const validate = counting();
    const bad = { ok: false };
    const first = issuesOf(validate, bad);
    expect(first).toEqual([expect.objectContaining({ instancePath: '/run1' })]);
    expect(issuesOf(validate, { ok: true })).toBeNull();
    expect(issuesOf(validate, bad)).toBe(first);
    expect(validate.runs).toBe(2);
    expect(first?.[0]?.instancePath).toBe('/run1');
  });

  it('keeps a merged document by the objects it was made of, apart from each one alone and from another validator', () => {
    const validate = counting();
    const other = counting();
    const base = { ok: true };
    const patch = { ok: false };
    const merged = { ...base, ...patch };
    issuesOf(validate, merged, [base, patch]);
    issuesOf(validate, { ...base, ...patch }, [base, patch]);
    expect(validate.runs).toBe(1);
    issuesOf(validate, patch);
    issuesOf(validate, merged, [base, { ok: false }]);
    issuesOf(other, merged, [base, patch]);
    expect(validate.runs).toBe(3);
    expect(other.runs).toBe(1);
  });

  it('validates every time when a document has no object to be kept by (a file that did not parse)', () => {
    const validate = counting();
    issuesOf(validate, undefined);
    issuesOf(validate, undefined);
    issuesOf(validate, { ok: true }, [undefined]);
    expect(validate.runs).toBe(3);
  });
});
