/**
 * Changing the draft: edits from the panels, files from a quick fix, and undo/redo of the draft's
 * files for the whole session (studio/state/history.ts keeps each step as the files it changed).
 */
import type { Edit, FileMap } from '../../../engine/studio/contract.ts';
import { applyPatch, recordStep, stepBetween, type Step } from '../history.ts';
import { put, send } from './draft.ts';
import type { Kit } from './kit.ts';

export interface EditsSlice {
  undoStack: Step[];
  redoStack: Step[];
  edit(edit: Edit | Edit[]): Promise<boolean>;
  /** files written as one undoable change (a quick fix) */
  applyFiles(label: string, files: FileMap): Promise<boolean>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

export function createEditsSlice(kit: Kit): EditsSlice {
  const { set, get, serial } = kit;
  return {
    undoStack: [],
    redoStack: [],

    edit(edit) {
      const edits = Array.isArray(edit) ? edit : [edit];
      if (!get().permissions().edit) {
        get().say('error', 'Your role cannot change this template.');
        return Promise.resolve(false);
      }
      return serial(() => {
        const label = edits.length === 1 ? describeEdit(edits[0]!) : `${edits.length} changes`;
        // unsaved edits go first, so the draft gets them in the order they were made
        return send(kit, [...get().unsaved, ...edits], label);
      });
    },

    applyFiles(label, files) {
      return serial(async () => {
        const draft = get().draft;
        if (!draft || !get().permissions().edit) return false;
        const next = { ...draft.files, ...files };
        const step = stepBetween(label, draft.files, next);
        if (!step) return true;
        const updated = await put(kit, next);
        if (!updated) return false;
        set((s) => recordStep(s, step));
        get().say('info', `Applied: ${label}`);
        return true;
      });
    },

    undo: () => undoRedo(kit, 'undoStack'),
    redo: () => undoRedo(kit, 'redoStack'),
  };
}

/** Writes the files of the step on top of `from` back (undo) or again (redo), and moves the step across. */
function undoRedo(kit: Kit, from: 'undoStack' | 'redoStack'): Promise<void> {
  const { set, get } = kit;
  return kit.serial(async () => {
    const step = get()[from].at(-1);
    const draft = get().draft;
    if (!step || !draft || get().busy) return;
    const undoing = from === 'undoStack';
    const updated = await put(kit, applyPatch(draft.files, undoing ? step.before : step.after));
    if (!updated) return;
    set((s) => {
      s[from].pop();
      (undoing ? s.redoStack : s.undoStack).push(step);
    });
    get().say('info', `${undoing ? 'Undone' : 'Redone'}: ${step.label}`);
  });
}

/** A short name for an undo step. */
export function describeEdit(edit: Edit): string {
  switch (edit.op) {
    case 'setProp':
      return `set ${edit.prop}${edit.breakpoint ? ` at ${edit.breakpoint}` : ''}`;
    case 'resetProp':
      return `reset ${edit.prop}${edit.breakpoint ? ` at ${edit.breakpoint}` : ''}`;
    case 'setWhen':
      return edit.when ? 'set when' : 'remove when';
    case 'insert':
      return `insert ${edit.widget}`;
    case 'setTemplate':
      return `set ${edit.pointer}`;
    case 'cloneTemplate':
      return `clone ${edit.from} as ${edit.key}`;
    case 'giveId':
      return `give the id ${edit.id}`;
    default:
      return edit.op;
  }
}
