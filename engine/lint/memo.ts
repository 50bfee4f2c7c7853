import type { ConfigFile } from '../project/config-files.ts';
import type { TreeRef } from '../project/project.ts';
import type { MemoInput, Problem } from './types.ts';

/**
 * What a rule reported on one file or one tree in an earlier run, kept so that the next run over a
 * slightly different project (the studio's lint on every edit) replays it instead of visiting again:
 * only the rules whose input changed run (issue 51). A rule opts in per unit by declaring its inputs
 * (RuleVisitor.fileInputs, treeInputs); the unit's key is those inputs plus what every unit depends on.
 *
 * Files are known by identity: the parse cache (FileCache) hands back the same ConfigFile for the same
 * path and content, so an unchanged file is the same object run after run. Entries not used by the last
 * run are dropped at its end: the memo holds one project's worth, never the history of every edit.
 */
export class LintMemo {
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private env: string | undefined;
  private kept = new Map<string, Problem[]>();
  private used = new Map<string, Problem[]>();
  private readonly shortNames = new Map<string, string>();
  private nextShort = 1;

  /**
   * Starts a run. `env` is everything every unit's problems depend on besides its own inputs (the rule
   * settings, the budgets, the live sites, the project root): when it differs from the last run's,
   * nothing earlier is replayed.
   */
  begin(env: string): void {
    if (env !== this.env) this.kept.clear();
    this.env = env;
    this.used = new Map();
  }

  /** Ends a run: what it did not use is forgotten. */
  end(): void {
    this.kept = this.used;
    this.used = new Map();
  }

  /** The problems a rule reported on a unit with this key, or undefined when it has to run. */
  replay(key: string): readonly Problem[] | undefined {
    const found = this.kept.get(key) ?? this.used.get(key);
    if (found) this.used.set(key, found);
    return found;
  }

  store(key: string, problems: Problem[]): void {
    this.used.set(key, problems);
  }

  /** A number naming this object while it lives (a ConfigFile, a parsed document). */
  idOf(value: object): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.nextId++));
    return id;
  }

  fileKey(file: ConfigFile): string {
    return `f${this.idOf(file)}`;
  }

  /** A rule's own inputs as a key: values by a short name (a template's copy keys are long), files by identity. */
  inputsKey(inputs: readonly MemoInput[]): string {
    return inputs.map((input) => (typeof input === 'string' ? this.short(input) : this.fileKey(input))).join(',');
  }

  /**
   * What every rule's visit of a tree reads besides the rule's own inputs: the files that wrote the
   * tree (a patched tree's template too), its breakpoint contexts and the templates that render it.
   * As a short name: it is part of every rule's key for the tree, and a long key costs its hashing
   * on every lookup.
   */
  treeKey(tree: TreeRef, contextsKey: (contexts: TreeRef['contexts']) => string): string {
    const files = tree.origin
      .inputs()
      .map((f) => this.idOf(f))
      .join(',');
    const names = this.short([...tree.breakpointNames].join(','));
    return this.short(
      `${tree.kind}\0${tree.label}\0${tree.rootPointer}\0${files}\0${this.short(contextsKey(tree.contexts))}\0${names}\0${tree.templates.join(',')}`,
    );
  }

  /** A short name for a long value; the counter never restarts, so a name never passes to another value. */
  private short(value: string): string {
    let name = this.shortNames.get(value);
    if (name === undefined) {
      if (this.shortNames.size > SHORT_NAMES_LIMIT) this.shortNames.clear();
      this.shortNames.set(value, (name = `s${this.nextShort++}`));
    }
    return name;
  }
}

/** far above one project's trees and contexts: past it the names start again, and the memo refills once */
const SHORT_NAMES_LIMIT = 50_000;
