/**
 * One problem config-lint found, in the shape that leaves the engine: what a revision's lint summary
 * keeps in the store, what the operator API answers (a draft's lint, a refused publish), what the
 * server's config health names and what the studio shows. The engine's in-memory Problem
 * (engine/lint/types.ts) and the studio's problem with a quick fix (engine/studio/contract.ts)
 * extend it. Types only, at the bottom layer so all of them can import it.
 */
export type Severity = 'error' | 'warning';

export interface LintProblem {
  ruleId: string;
  severity: Severity;
  /** '/'-separated: relative to the config root in the store and the API, to the project root in the engine */
  file: string;
  line: number;
  column: number;
  /** JSON pointer (RFC 6901) of the offending value in that file */
  pointer: string;
  message: string;
}
