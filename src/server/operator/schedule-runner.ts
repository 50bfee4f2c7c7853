/**
 * The operator surface's clock for scheduled publishing (docs/operators.md "Scheduled publishing"):
 * one per server, in the process that serves the operator API (src/server/cli.ts: the supervisor,
 * never the cluster's workers). A timer set to the soonest pending schedule publishes it on time; a
 * re-check every RECHECK_MS sees schedules made on other servers of the store; the first check, on
 * start, publishes every schedule whose time passed while no server ran. Which server publishes one
 * is decided by the store's claim (publishSchedule), so a fleet publishes each exactly once.
 */
import { errorText, type EventLog } from '../../lib/event-log.ts';
import type { Schedule } from '../../../engine/store/types.ts';
import { publishSchedule } from './schedule-publish.ts';
import type { OperatorStore } from './store-access.ts';

/** How often every server looks for schedules it did not make: a schedule is published within this of its time. */
export const RECHECK_MS = 1_000;
/** setTimeout's longest delay (about 24.8 days): a later schedule is timed by a later check. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Which of `pending` are due at `now`, soonest first, and when the next of the others is (undefined: none). */
export function dueAt(pending: readonly Pick<Schedule, 'id' | 'at'>[], now: number): { due: string[]; next: number | undefined } {
  const times = pending.map((s) => ({ id: s.id, at: Date.parse(s.at) })).sort((a, b) => a.at - b.at);
  const due = times.filter((s) => s.at <= now).map((s) => s.id);
  const next = times.find((s) => s.at > now)?.at;
  return { due, next };
}

export interface ScheduleRunner {
  /** looks now: a schedule was made or cancelled here */
  wake(): void;
  /** stops the clock, after the publish in hand */
  close(): Promise<void>;
}

export function startScheduleRunner(options: { store: OperatorStore; log: EventLog; now?: () => number; recheckMs?: number }): ScheduleRunner {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  let precise: NodeJS.Timeout | undefined;
  let failing = false;

  const arm = (next: number | undefined) => {
    clearTimeout(precise);
    if (next === undefined || closed) return;
    precise = setTimeout(check, Math.min(MAX_DELAY_MS, Math.max(0, next - now())));
    precise.unref();
  };
  const run = async () => {
    const { due, next } = dueAt(await store.backend.schedules({ state: 'pending' }), now());
    for (const id of due) {
      if (closed) return;
      await publishSchedule(store, id, log, now);
    }
    arm(next);
    failing = false;
  };
  function check(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => {
        // the store is down: said once, and tried again at the next check
        if (!failing) log(`schedule: could not read the schedules: ${errorText(error)}`, { event: 'schedule.unavailable', level: 'warn', err: error });
        failing = true;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          check();
        }
      });
  }

  const interval = setInterval(check, options.recheckMs ?? RECHECK_MS);
  interval.unref();
  check();
  return {
    wake: check,
    async close() {
      closed = true;
      clearInterval(interval);
      clearTimeout(precise);
      await running;
    },
  };
}
