/**
 * Undo and redo of the draft's files: each step keeps only the files it changed (before and after), so a
 * session's worth of steps costs the changed files, not a copy of the config set per step.
 */
import type { FileMap } from '../../engine/studio/contract.ts';

/** path → text, or null for a file that did not exist on that side */
export type FilesPatch = Record<string, string | null>;

export interface Step {
  label: string;
  before: FilesPatch;
  after: FilesPatch;
}

export function stepBetween(label: string, from: FileMap, to: FileMap): Step | undefined {
  const before: FilesPatch = {};
  const after: FilesPatch = {};
  for (const path of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const a = from[path] ?? null;
    const b = to[path] ?? null;
    if (a === b) continue;
    before[path] = a;
    after[path] = b;
  }
  return Object.keys(before).length > 0 ? { label, before, after } : undefined;
}

export function applyPatch(files: FileMap, patch: FilesPatch): FileMap {
  const next: FileMap = { ...files };
  for (const [path, text] of Object.entries(patch)) {
    if (text === null) delete next[path];
    else next[path] = text;
  }
  return next;
}

/** Most steps kept: older ones fall off the bottom of the undo stack. */
export const MAX_STEPS = 200;

/** A new step on the undo stack (the oldest falls off past MAX_STEPS); what could be redone is gone. */
export function recordStep(stacks: { undoStack: Step[]; redoStack: Step[] }, step: Step): void {
  stacks.undoStack.push(step);
  if (stacks.undoStack.length > MAX_STEPS) stacks.undoStack.shift();
  stacks.redoStack = [];
}
