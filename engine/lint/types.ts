import type { ConfigFile } from '../project/config-files.ts';
import type { Position } from '../project/json-source.ts';
import type { Origin } from '../project/origin.ts';
import type { Project, TreeRef } from '../project/project.ts';
import type { ProjectFs } from '../project/project-fs.ts';
import type { Budgets } from './budgets.ts';
import type { LintProblem, Severity } from '../../schemas/lint-problem.ts';

/**
 * A problem as the engine holds it: the one shape (LintProblem, its file relative to the project
 * root) plus what only the CLI's formatters and --fix read, and nothing stored keeps: where the value
 * ends, a suggestion and a machine fix.
 */
export interface Problem extends LintProblem {
  /** where the offending value (or key) ends: the column just past its last character */
  endLine: number;
  endColumn: number;
  /** a "did you mean" replacement, when one fits */
  suggestion?: string;
  /** a machine-applicable fix: text replacements in `file` (what --fix writes, SARIF's fixes[]) */
  fix?: Fix;
}

/** One text replacement: `length` characters at `offset` become `text`. */
export interface Replacement {
  offset: number;
  length: number;
  text: string;
  start: Position;
  end: Position;
}

export interface Fix {
  description: string;
  replacements: Replacement[];
}

/**
 * A fix as a rule states it, on JSON values rather than text: the engine turns it into text
 * replacements in the file that set the value, keeping that file's formatting.
 *  - replace: set the value at the pointer
 *  - rename: give the member at the pointer another name, keeping its value and place
 *  - remove: delete the member at the pointer
 *  - rewrite: replace the whole file (migrations)
 */
export type FixSpec = { description: string } & (
  | { kind: 'replace'; pointer: string; value: unknown }
  | { kind: 'rename'; pointer: string; name: string }
  | { kind: 'remove'; pointer: string }
  | { kind: 'rewrite'; text: string }
);

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
  /** a did-you-mean: with no `fix`, it becomes one (renames the key with `key`, else replaces the value) */
  suggestion?: string;
  fix?: FixSpec;
  /** an exact position when there is no pointer to locate (JSON syntax errors) */
  position?: { line: number; column: number };
}

export interface RuleContext {
  project: Project;
  /**
   * every file a rule reads beyond the parsed configs (message files, public/, the $schema a file
   * names) is read through this: the disk, or the in-memory project of a rule test
   */
  fs: ProjectFs;
  /** size limits: the defaults, or config-lint.json `budgets` */
  budgets: Budgets;
  /** the live sites (the fleet the server recorded, or --sites): none when the run was given none */
  sites: readonly FleetSite[];
  /** the instant the run judges at (ms since the epoch): now, or config-lint --date; rules read it, never Date.now() */
  now: number;
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
  /**
   * Declares onFile local to its file: what it reports on a file depends only on that file's content and
   * on the inputs this returns (values, and other files by their content), so a run with a lint memo
   * (engine/lint/memo.ts) replays it while they are all unchanged. Only for a rule whose onFile keeps no
   * state for a later hook.
   */
  fileInputs?(file: ConfigFile): readonly MemoInput[];
  /**
   * The same for onTree and onNode: what they report on a tree depends only on the tree (its files, its
   * breakpoint contexts and names, the templates that render it) and on the inputs this returns. Only
   * for a rule whose tree visits keep no state across trees or for onEnd.
   */
  treeInputs?(tree: TreeRef): readonly MemoInput[];
}

/** What a memoized unit's problems depend on: a value, or a file (by its content). */
export type MemoInput = string | ConfigFile;

export interface Rule {
  meta: RuleMeta;
  create(context: RuleContext): RuleVisitor;
}

/** The rule's section of docs/config-lint.md, relative to the repository root (formatters make it absolute). */
export function docsUrl(id: string): string {
  return `docs/config-lint.md#${id}`;
}

/**
 * The fleet: every site the server has served, with the template (`theme_code`) and colour
 * scheme (`theme_color`) the backend gave it. A config set that no longer has what a live site
 * uses would take that brand down ("This site is not set up yet"), and no lint rule can see it:
 * which sites exist is the backend's data, not the configs'. The server learns the fleet from the
 * startup data its renders fetch and keeps it in the config store (engine/store/site-recorder.ts).
 */
export interface FleetSite {
  domain: string;
  theme_code: string;
  theme_color: string;
  /**
   * the language codes the site offers (its startup data's `language` list): brand copy lacking one
   * is a warning (brand-message-language); absent when not known (recorded by an older server)
   */
  languages?: string[];
  /** when the server last served it (ISO 8601); absent in a hand-written sites file */
  seen?: string;
}
