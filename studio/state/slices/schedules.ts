/**
 * Scheduled publishing (docs/operators.md "Scheduled publishing"): the draft scheduled to go live at a
 * time of the brand's zone, the schedules listed (pending, published, failed, cancelled) and a pending
 * one cancelled. The server publishes it at its time, exactly as scheduled: an edit after scheduling
 * voids it, so the operator schedules again.
 */
import type { Schedule, ScheduleList } from '../../../schemas/operator-api/schedule.ts';
import { draftChangedOf } from '../../api/errors.ts';
import { changedElsewhere } from './draft.ts';
import { describe, type Kit } from './kit.ts';

export type ScheduleOutcome = { kind: 'scheduled'; schedule: Schedule } | { kind: 'refused'; message: string };

export interface SchedulesSlice {
  /** bumped by every schedule made or cancelled here, so the lists read again */
  schedulesSeen: number;
  /** every schedule, soonest first, and the zones the draft's time is read in */
  schedules(): Promise<ScheduleList>;
  /** `at`: a wall time of the brand's zone (`2026-12-24T18:00`), or with an offset */
  scheduleDraft(at: string, message: string): Promise<ScheduleOutcome>;
  /** null when cancelled, else why not */
  cancelSchedule(id: string): Promise<string | null>;
}

/** An instant as the wall clock of `timeZone`, with the zone named: how every schedule is shown. */
export function scheduleTimeText(at: string, timeZone: string): string {
  return `${new Date(at).toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' })} (${timeZone})`;
}

export function createSchedulesSlice(kit: Kit): SchedulesSlice {
  const { api, get } = kit;
  const seen = () =>
    kit.set((s) => {
      s.schedulesSeen += 1;
    });
  return {
    schedulesSeen: 0,

    schedules() {
      return api.schedules(get().draft?.id);
    },

    async scheduleDraft(at, message) {
      const draft = get().draft;
      if (!draft) return { kind: 'refused', message: 'There is no draft to schedule.' };
      try {
        const schedule = await api.scheduleDraft(draft.id, draft.version, at, message);
        seen();
        get().say('info', `Scheduled: the draft goes live ${scheduleTimeText(schedule.at, schedule.timeZone)}. Editing it voids the schedule.`);
        return { kind: 'scheduled', schedule };
      } catch (error) {
        const changed = draftChangedOf(error);
        if (changed) {
          await changedElsewhere(kit, changed.version);
          return { kind: 'refused', message: 'The draft changed since you opened this dialog: it was reloaded; review it and schedule again.' };
        }
        return { kind: 'refused', message: describe(error) };
      }
    },

    async cancelSchedule(id) {
      try {
        await api.cancelSchedule(id);
        seen();
        get().say('info', 'The schedule is cancelled: nothing will be published by it.');
        return null;
      } catch (error) {
        return describe(error);
      }
    },
  };
}
