import { rangeOf } from '../project/json-range.ts';
import { didYouMean } from '../project/levenshtein.ts';
import type { Project, TreeRef } from '../project/project.ts';
import { DEFAULT_BUDGETS } from './budgets.ts';
import { fixFor } from './fix-edits.ts';
import { settingFor, type RuleConfig } from './rule-config.ts';
import { applySuppressions, SUPPRESS_KEY, suppressionOf, type Suppression } from './suppressions.ts';
import type { FleetSite } from './fleet.ts';
import type { LintMemo } from './memo.ts';
import type { FixSpec, MemoInput, Problem, ReportInput, Rule, RuleVisitor } from './types.ts';
import { walkTree } from './walk.ts';

export class RuleError extends Error {
  constructor(
    readonly ruleId: string,
    cause: unknown,
    file?: string,
  ) {
    super(`rule ${ruleId} failed${file ? ` on ${file}` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const UNUSED = 'unused-suppression';
const SUPPRESSED_ERROR = 'suppressed-error';

export interface RunOptions {
  /**
   * The gate's audited override (CONFIG_ALLOW_ERROR_SUPPRESSIONS=1): `$lint` may then silence errors
   * too, and every error it silenced is pushed here for the gate to log. Absent: `$lint` silences
   * warnings only and an entry naming an error rule is itself a `suppressed-error` error.
   */
  letThrough?: Problem[];
  /** the live sites, for the rules that judge against what sites offer (RuleContext.sites) */
  sites?: readonly FleetSite[];
  /** the instant rules judge at (RuleContext.now); default: now */
  now?: number;
  /**
   * what rules reported on unchanged files and trees in earlier runs (the studio's lint on each edit):
   * a rule that declares a unit's inputs is not run on it again while they are the same. Not used
   * with `only`, whose runs report a part of the project.
   */
  memo?: LintMemo;
}

/** A did-you-mean is a fix: rename the key it names, or replace the value. */
function fixSpecOf(input: ReportInput): FixSpec | undefined {
  if (input.fix) return input.fix;
  if (input.suggestion === undefined || input.position) return undefined;
  const description = `replace with "${input.suggestion}"`;
  return input.key
    ? { kind: 'rename', pointer: input.pointer, name: input.suggestion, description }
    : { kind: 'replace', pointer: input.pointer, value: input.suggestion, description };
}

/**
 * Runs every rule over the project in one pass. `only` limits problems to the files asked for;
 * the whole project is still read, since most rules look across files. `config` (config-lint.json)
 * sets severities or turns rules off per path; `$lint` members of nodes suppress rules inside them.
 */
export function runRules(project: Project, rules: readonly Rule[], only?: Set<string>, config?: RuleConfig, options: RunOptions = {}): Problem[] {
  const problems = new Map<string, Problem>();
  const budgets = config?.budgets ?? DEFAULT_BUDGETS;
  const memo = only ? undefined : options.memo;
  // an override's globs are RegExps, which JSON writes as {}: written by their source, two settings never share a key
  memo?.begin(
    JSON.stringify([project.paths, config ?? null, options.sites ?? []], (_key, value: unknown) => (value instanceof RegExp ? String(value) : value)),
  );
  // while a memoized unit is visited, what its rule reports is kept for the next run
  let capture: Problem[] | undefined;
  const keep = (problem: Problem) => {
    capture?.push(problem);
    problems.set(`${problem.ruleId}\0${problem.file}\0${problem.pointer}\0${problem.message}`, problem);
  };
  const visitors: { id: string; v: RuleVisitor }[] = rules.map((rule) => ({
    id: rule.meta.id,
    v: rule.create({
      project,
      fs: project.fs,
      budgets,
      sites: options.sites ?? [],
      now: options.now ?? Date.now(),
      report(input: ReportInput) {
        const loc = input.origin
          ? input.origin.locate(input.pointer, input.key)
          : input.file
            ? { file: input.file, pointer: input.pointer, ...input.file.source.locate(input.pointer, input.key) }
            : undefined;
        if (!loc) throw new Error('report() needs a file or an origin');
        if (only && !only.has(loc.file.path)) return;
        const range = input.position ? undefined : rangeOf(loc.file.source, loc.pointer, input.key);
        const start = input.position ?? { line: loc.line, column: loc.column };
        const setting = settingFor(config, rule.meta.id, loc.file.rel, rule.meta.severity);
        if (setting === 'off') return;
        const problem: Problem = {
          ruleId: rule.meta.id,
          severity: setting,
          file: loc.file.rel,
          line: start.line,
          column: start.column,
          endLine: range?.end.line ?? start.line,
          endColumn: range?.end.column ?? start.column,
          // merge patch keeps paths; a node patch's value has its own pointer in the template
          pointer: loc.pointer,
          message: input.message,
        };
        if (input.suggestion !== undefined) problem.suggestion = input.suggestion;
        const spec = fixSpecOf(input);
        const inFile = spec && 'pointer' in spec ? { ...spec, pointer: input.origin ? input.origin.resolve(spec.pointer).pointer : spec.pointer } : spec;
        const fix = inFile && fixFor(loc.file, inFile);
        if (fix) problem.fix = fix;
        // templates sharing a base report the base's problem once (the map's key)
        keep(problem);
      },
    }),
  }));
  const call = (list: readonly { id: string; v: RuleVisitor }[], fn: (v: RuleVisitor) => void, file?: string) => {
    for (const { id, v } of list) {
      try {
        fn(v);
      } catch (e) {
        throw new RuleError(id, e, file);
      }
    }
  };
  // a unit's visitors: the memo's replays stand in for those whose inputs it has seen
  const unit = (kind: 'file' | 'tree', base: () => string, inputs: (v: RuleVisitor) => readonly MemoInput[] | undefined, file?: string) => {
    if (!memo) return { run: visitors, stored: [] };
    const run: { id: string; v: RuleVisitor }[] = [];
    const stored: { id: string; v: RuleVisitor; key: string }[] = [];
    let shared: string | undefined;
    for (const entry of visitors) {
      let own: readonly MemoInput[] | undefined;
      try {
        own = inputs(entry.v);
      } catch (e) {
        throw new RuleError(entry.id, e, file);
      }
      if (own === undefined) {
        run.push(entry);
        continue;
      }
      const key = `${entry.id}\0${kind}\0${(shared ??= base())}\0${memo.inputsKey(own)}`;
      const replayed = memo.replay(key);
      if (replayed) for (const problem of replayed) keep({ ...problem });
      else stored.push({ ...entry, key });
    }
    return { run, stored };
  };
  // each memoized visitor's unit is visited alone, so that what it reports is its own
  const visitStored = (stored: readonly { id: string; v: RuleVisitor; key: string }[], visit: (v: RuleVisitor) => void, file?: string) => {
    for (const entry of stored) {
      capture = [];
      call([entry], visit, file);
      memo?.store(entry.key, capture);
      capture = undefined;
    }
  };
  const contextsKeys = new Map<TreeRef['contexts'], string>();
  const contextsKey = (contexts: TreeRef['contexts']) => {
    let key = contextsKeys.get(contexts);
    if (key === undefined) contextsKeys.set(contexts, (key = JSON.stringify(contexts)));
    return key;
  };
  const suppressions = new Map<string, Suppression>();
  for (const file of project.current) {
    const { run, stored } = unit(
      'file',
      () => memo?.fileKey(file) ?? '',
      (v) => v.fileInputs?.(file),
      file.rel,
    );
    call(run, (v) => v.onFile?.(file), file.rel);
    visitStored(stored, (v) => v.onFile?.(file), file.rel);
  }
  for (const tree of project.trees) {
    const file = tree.origin.files[0]?.rel;
    const { run, stored } = unit(
      'tree',
      () => memo?.treeKey(tree, contextsKey) ?? '',
      (v) => v.treeInputs?.(tree),
      file,
    );
    const visits = [...walkTree(tree)];
    call(run, (v) => v.onTree?.(tree), file);
    for (const visit of visits) {
      if (SUPPRESS_KEY in visit.node) {
        const s = suppressionOf(visit);
        if (s) suppressions.set(`${s.file.rel}\0${s.pointer}`, s);
      }
      call(run, (v) => v.onNode?.(visit), file);
    }
    visitStored(
      stored,
      (v) => {
        v.onTree?.(tree);
        for (const visit of visits) v.onNode?.(visit);
      },
      file,
    );
  }
  call(visitors, (v) => v.onEnd?.());
  memo?.end();
  const kept = applySuppressions([...problems.values()], [...suppressions.values()], options.letThrough);
  kept.push(...suppressionProblems([...suppressions.values()], rules, only, config, options.letThrough !== undefined));
  return kept.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
}

function problemAt(s: Suppression, ruleId: string, severity: Problem['severity'], pointer: string, message: string): Problem {
  const range = rangeOf(s.file.source, pointer);
  return {
    ruleId,
    severity,
    file: s.file.rel,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
    pointer,
    message,
  };
}

/**
 * What the `$lint` entries themselves are worth reporting: an entry naming an error rule
 * (`suppressed-error`: `$lint` silences warnings only, so the entry is an error even when the node
 * is clean today), and an entry that silenced nothing (`unused-suppression`).
 */
function suppressionProblems(
  suppressions: readonly Suppression[],
  rules: readonly Rule[],
  only: Set<string> | undefined,
  config: RuleConfig | undefined,
  overridden: boolean,
): Problem[] {
  const metaOf = (id: string) => rules.find((r) => r.meta.id === id)?.meta;
  const unusedMeta = metaOf(UNUSED);
  const refusedMeta = metaOf(SUPPRESSED_ERROR);
  const ids = rules.map((r) => r.meta.id);
  const out: Problem[] = [];
  for (const s of suppressions) {
    if (only && !only.has(s.file.path)) continue;
    const severityIn = (id: string) => {
      const meta = metaOf(id);
      return meta ? settingFor(config, id, s.file.rel, meta.severity) : 'off';
    };
    // without the override an error entry is never "used": it is reported as suppressed-error instead
    const isError = (id: string) => !overridden && severityIn(id) === 'error';
    const unused = s.ids.filter((id) => !s.used.has(id) && !isError(id));
    const unusedSetting = unusedMeta ? settingFor(config, UNUSED, s.file.rel, unusedMeta.severity) : 'off';
    const refusedSetting = refusedMeta ? settingFor(config, SUPPRESSED_ERROR, s.file.rel, refusedMeta.severity) : 'off';
    s.ids.forEach((id, i) => {
      const pointer = `${s.pointer}/${SUPPRESS_KEY}/${i}`;
      if (isError(id)) {
        if (refusedSetting === 'off') return;
        const count = s.refused.get(id) ?? 0;
        const inside =
          count === 0 ? '' : count === 1 ? `: the ${id} error inside this node still counts` : `: the ${count} ${id} errors inside this node still count`;
        out.push(
          problemAt(
            s,
            SUPPRESSED_ERROR,
            refusedSetting,
            pointer,
            `"$lint" cannot suppress ${id}, an error rule ("$lint" silences warnings only)${inside}; fix the problem and remove the entry`,
          ),
        );
        return;
      }
      if (s.used.has(id) || unusedSetting === 'off') return;
      // the whole member when nothing in it is used: an empty list is not allowed
      const target = unused.length === s.ids.length ? `${s.pointer}/${SUPPRESS_KEY}` : pointer;
      const fix = fixFor(s.file, { kind: 'remove', pointer: target, description: target === pointer ? `remove "${id}" from "$lint"` : 'remove "$lint"' });
      const guess = ids.includes(id) ? undefined : didYouMean(id, ids);
      const message = ids.includes(id)
        ? `"$lint" suppresses ${id}, which reports nothing in this node: remove it`
        : `"$lint" names no rule "${id}"${guess ? `; did you mean "${guess}"?` : ''} (see --list-rules)`;
      const problem = problemAt(s, UNUSED, unusedSetting, pointer, message);
      if (fix) problem.fix = fix;
      out.push(problem);
    });
  }
  return out;
}
