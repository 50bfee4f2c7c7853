import type { ConfigFile } from '../shared/config-files.ts';
import type { Origin } from '../shared/origin.ts';
import type { Project, TreeRef } from '../shared/project.ts';

export type Severity = 'error' | 'warning';

export interface Problem {
  ruleId: string;
  severity: Severity;
  /** path relative to the project root */
  file: string;
  line: number;
  column: number;
  /** JSON pointer (RFC 6901) of the offending value in that file */
  pointer: string;
  message: string;
  /** a "did you mean" replacement, when one fits */
  suggestion?: string;
}

export interface RuleMeta {
  id: string;
  severity: Severity;
  description: string;
  /** where the rule is explained */
  docs: string;
}

export interface ReportInput {
  /** the file the pointer is in, or an origin (a template chain) that finds the file that set it */
  file?: ConfigFile;
  origin?: Origin;
  pointer: string;
  /** locate the property name rather than its value (for unknown or misnamed keys) */
  key?: boolean;
  message: string;
  suggestion?: string;
  /** an exact position when there is no pointer to locate (JSON syntax errors) */
  position?: { line: number; column: number };
}

export interface RuleContext {
  project: Project;
  report(problem: ReportInput): void;
}

export interface NodeVisit {
  node: Record<string, unknown>;
  /** pointer of the node in the (merged) document its tree belongs to */
  pointer: string;
  tree: TreeRef;
}

/** Theme Check's shape: a rule returns visitors the engine calls as it walks the project once. */
export interface RuleVisitor {
  /** every parsed config file at the current version */
  onFile?(file: ConfigFile): void;
  onTree?(tree: TreeRef): void;
  onNode?(visit: NodeVisit): void;
  /** after everything was visited: cross-file checks */
  onEnd?(): void;
}

export interface Rule {
  meta: RuleMeta;
  create(context: RuleContext): RuleVisitor;
}

export function docsUrl(id: string): string {
  return `docs/config-lint.md#${id}`;
}
