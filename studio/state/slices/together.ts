/**
 * Working together (issue 49 part 4): the other operators' tabs the event stream reports, a draft
 * another operator changed reloaded in place (selection and unsent work kept), and an edit the server
 * refused as a conflict held until the operator keeps theirs or takes the other value.
 */
import type { PresenceEntry, PresenceRequest } from '../../../schemas/operator-api/presence.ts';
import { reload, send } from './draft.ts';
import type { Kit } from './kit.ts';
import type { HeldConflict } from './conflict.ts';

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
