/**
 * No lost edits (issue 49 part 4): an edit made on an older version of a draft is re-applied on the
 * newest when nothing it changes was changed in between, and refused as a conflict naming both values
 * when something was: never a silent overwrite. What changed in between is the draft's own record of
 * each version (engine/store/types.ts DraftChange); what the edit changes is read off its result.
 */
import { changedValues, overlaps, splitName, valueAt } from './changed-values.ts';
import type { FileMap } from './contract.ts';

/** What one version of the draft changed, as the store records it. */
export interface VersionChange {
  version: number;
  by: string;
  changed: readonly string[];
}

/** The same value changed by another version since the edit's: both values, where each exists. */
export interface Conflict {
  file: string;
  pointer: string;
  /** the value the edit would leave (absent: the edit removes it) */
  yours?: unknown;
  /** the value the newest version holds (absent: it was removed) */
  theirs?: unknown;
  /** who changed it in between, and in which version */
  by: string;
  version: number;
}

export type Rebase =
  /** the edit may be saved on the newest version; `changed` is what it changes there */
  | { ok: true; changed: string[] }
  | { ok: false; conflict: Conflict }
  /** the versions in between are not all recorded (a whole-draft update, or older than the records kept): nothing can be judged */
  | { ok: false; unrecorded: true };

/** Whether the records name every version after `base` up to `current`. */
function covers(changes: readonly VersionChange[], base: number, current: number): boolean {
  const seen = new Set(changes.map((c) => c.version));
  for (let v = base + 1; v <= current; v++) if (!seen.has(v)) return false;
  return true;
}

/**
 * Judges an edit made on version `base` whose result on the newest files (`current`, version
 * `currentVersion`) is `applied`, given the records of the versions after `base`.
 */
export function judgeRebase(input: { base: number; currentVersion: number; current: FileMap; applied: FileMap; changes: readonly VersionChange[] }): Rebase {
  const changed = changedValues(input.current, input.applied);
  if (input.base === input.currentVersion) return { ok: true, changed };
  const between = input.changes.filter((c) => c.version > input.base && c.version <= input.currentVersion);
  if (input.base > input.currentVersion || !covers(between, input.base, input.currentVersion)) return { ok: false, unrecorded: true };
  for (const change of between) {
    for (const theirs of change.changed) {
      // a file made or removed in between changes where every node key of the page resolves to
      if (splitName(theirs).pointer === '' && changed.length > 0) return { ok: false, conflict: conflictAt(input, changed[0]!, change) };
      const mine = changed.find((m) => overlaps(m, theirs));
      if (mine === undefined) continue;
      // name the deeper of the two: both values are read there
      return { ok: false, conflict: conflictAt(input, mine.length >= theirs.length ? mine : theirs, change) };
    }
  }
  return { ok: true, changed };
}

function conflictAt(input: { current: FileMap; applied: FileMap }, name: string, change: VersionChange): Conflict {
  const { file, pointer } = splitName(name);
  const yours = valueAt(input.applied, name);
  const theirs = valueAt(input.current, name);
  return {
    file,
    pointer,
    ...(yours !== undefined ? { yours } : {}),
    ...(theirs !== undefined ? { theirs } : {}),
    by: change.by,
    version: change.version,
  };
}
