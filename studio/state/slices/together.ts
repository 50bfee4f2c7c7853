/**
 * Working together (issue 49 part 4): the other operators' tabs the event stream reports, a draft
 * another operator changed reloaded in place (selection and unsent work kept), and an edit the server
 * refused as a conflict held until the operator keeps theirs or takes the other value.
 */
import type { Edit } from '../../../engine/studio/contract.ts';
import type { PresenceEntry, PresenceRequest } from '../../../schemas/operator-api/presence.ts';
import { ApiError } from '../../api/errors.ts';
import { reload, send } from './draft.ts';
import type { Kit } from './kit.ts';

/** A 409 conflict: the value the edit would write, and the one another operator wrote since. */
export interface EditConflict {
  file: string;
  pointer: string;
  yours?: unknown;
  theirs?: unknown;
  by: string;
  /** the draft version the other value is in */
  current: number;
}

export interface HeldConflict extends EditConflict {
  edits: Edit[];
  label: string;
}

export interface TogetherSlice {
  /** every other tab the server lets this operator see */
  others: PresenceEntry[];
  conflict: HeldConflict | null;
  setOthers(items: PresenceEntry[]): void;
  /** a draft event: the open draft is reloaded when another tab or operator moved it on */
  draftMoved(id: string, version: number): Promise<void>;
  /** mine: the edit sent again on the newest version; theirs: the newest version kept */
  resolveConflict(choice: 'mine' | 'theirs'): Promise<void>;
  /** tells the server what this tab has open */
  reportPresence(presence: PresenceRequest): Promise<void>;
}

/** The conflict a refused edit names, if it was one. */
export function conflictOf(error: unknown): EditConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict') return undefined;
  const { file, pointer, by, current } = error.extra;
  if (typeof file !== 'string' || typeof pointer !== 'string' || typeof current !== 'number') return undefined;
  return {
    file,
    pointer,
    by: typeof by === 'string' ? by : 'another operator',
    current,
    ...('yours' in error.extra ? { yours: error.extra['yours'] } : {}),
    ...('theirs' in error.extra ? { theirs: error.extra['theirs'] } : {}),
  };
}

export function holdConflict(kit: Kit, conflict: EditConflict, edits: Edit[], label: string): void {
  kit.set((s) => {
    s.conflict = { ...conflict, edits, label };
    s.unsaved = [];
    s.saveState = 'saved';
  });
}

export function createTogetherSlice(kit: Kit): TogetherSlice {
  const { set, get } = kit;
  return {
    others: [],
    conflict: null,
    setOthers(items) {
      set((s) => {
        s.others = items;
      });
    },
    draftMoved(id, version) {
      const ahead = () => {
        const s = get();
        return s.draft?.id === id && version > s.draft.version && s.expecting === null && s.unsaved.length === 0 && s.conflict === null;
      };
      if (!ahead()) return Promise.resolve();
      // in the write queue: never between an edit and its answer
      return kit.serial(async () => {
        if (ahead()) await reload(kit).catch((error: unknown) => kit.failed(error, 'reload the draft another operator changed'));
      });
    },
    async reportPresence(presence) {
      await kit.api.presence(presence);
    },
    resolveConflict(choice) {
      const held = get().conflict;
      if (!held) return Promise.resolve();
      set((s) => {
        s.conflict = null;
      });
      return kit.serial(async () => {
        try {
          await reload(kit);
        } catch (error) {
          kit.failed(error, 'reload the draft');
          return;
        }
        if (choice === 'theirs') {
          get().say('info', `Kept ${held.by}’s value.`);
          return;
        }
        if (await send(kit, held.edits, held.label)) get().say('info', `Your change was saved over ${held.by}’s.`);
      });
    },
  };
}
