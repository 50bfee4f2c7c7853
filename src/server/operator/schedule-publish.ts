/**
 * Publishing one schedule whose time has come (docs/operators.md "Scheduled publishing"). It is
 * claimed first (engine/store/types.ts claimSchedule: one server of a fleet gets it), then published
 * exactly as scheduled through the same gate as POST /api/publish (engine/store/publish.ts), in the
 * scheduler's name: refused, and audited as `schedule.fail` with the reason, when the draft changed
 * or went, its parent is no longer live, the scheduler lost the role, or the gate refuses it.
 */
import { errorText, type EventLog } from '../../lib/event-log.ts';
import { contentIdOf } from '../../../engine/store/content-id.ts';
import { allows } from '../../../engine/accounts/roles.ts';
import { wallClock } from '../../../engine/schedule/time.ts';
import { publishVerdict } from '../../../engine/review/approval.ts';
import type { Draft, Schedule } from '../../../engine/store/types.ts';
import { operatorMetrics, setLiveRevision } from '../process/metrics.ts';
import type { OperatorStore } from './store-access.ts';
import { touchedTemplates } from './scope.ts';

/** The draft a claimed schedule publishes now, or the first reason it may not. */
async function publishable(store: OperatorStore, schedule: Schedule): Promise<{ draft: Draft } | { reason: string }> {
  const { backend } = store;
  const account = await backend.account(schedule.author);
  if (!account || account.disabled) return { reason: `${schedule.author}, who scheduled it, can no longer sign in` };
  if (!allows(account.grants, 'publisher', schedule.templates))
    return {
      reason: `${schedule.author}, who scheduled it, no longer holds the publisher role over ${schedule.templates === '*' ? 'every template' : schedule.templates.join(', ')}`,
    };
  const draft = await backend.draft(schedule.draft);
  if (!draft) return { reason: `the draft ${schedule.draft} is gone (deleted, or published by hand)` };
  if (contentIdOf(draft.files) !== schedule.contentId || draft.parent !== schedule.parent)
    return { reason: 'the draft changed after it was scheduled: it publishes only what was scheduled, so schedule it again' };
  const live = (await backend.liveId()) ?? null;
  if (live !== schedule.parent)
    return { reason: `${live ?? 'nothing'} is live now, not ${schedule.parent} the draft was made on: rebase it and schedule it again` };
  // the same four-eyes check as POST /api/publish, judged at the schedule's time: an approval given
  // after scheduling counts, one voided by an edit does not
  const parent = schedule.parent === null ? undefined : await backend.revision(schedule.parent);
  const verdict = publishVerdict(
    parent?.files ?? {},
    { files: draft.files, editors: draft.editors, approvals: draft.review.approvals },
    touchedTemplates(parent?.files ?? {}, draft.files),
  );
  if (!verdict.ok)
    return {
      reason:
        verdict.error === 'approvalStale'
          ? `approvalStale: the draft changed after ${verdict.approval.by} approved it`
          : `approvalRequired: ${verdict.templates.join(', ')} need an approval by a publisher who did not edit the draft`,
    };
  return { draft };
}

/** The revision's message: what was scheduled, by whom, for when. */
export function scheduledMessage(schedule: Schedule): string {
  return `${schedule.message} (scheduled by ${schedule.author} for ${wallClock(Date.parse(schedule.at), schedule.timeZone)} ${schedule.timeZone}, schedule ${schedule.id})`;
}

/**
 * Claims the schedule and publishes it, or records why not. Returns what became of it; undefined
 * when another server (or a cancel) was first.
 */
export async function publishSchedule(store: OperatorStore, id: string, log: EventLog, now: () => number): Promise<Schedule | undefined> {
  const { backend, publisher } = store;
  const claimed = await backend.claimSchedule(id, new Date(now()).toISOString());
  if (!claimed) return undefined;
  const base = { schedule: claimed.id, draft: claimed.draft, at: claimed.at, timeZone: claimed.timeZone };
  const fail = async (reason: string): Promise<Schedule | undefined> => {
    const settled = await backend.settleSchedule(claimed.id, { state: 'failed', reason }, new Date(now()).toISOString());
    await backend.audit({
      actor: claimed.author,
      action: 'schedule.fail',
      revision: claimed.parent,
      client: null,
      outcome: 'refused',
      detail: { ...base, reason },
    });
    log(`schedule: ${claimed.id} by ${claimed.author} failed: ${reason}`, { event: 'schedule.fail', level: 'warn', ...base, reason });
    return settled;
  };
  let published: string | undefined;
  try {
    const ready = await publishable(store, claimed);
    if ('reason' in ready) return await fail(ready.reason);
    const { draft } = ready;
    const outcome = await publisher.publish({
      files: draft.files,
      parent: claimed.parent,
      author: claimed.author,
      message: scheduledMessage(claimed),
      kind: 'publish',
    });
    if (!outcome.ok) {
      operatorMetrics.refusals.inc({ reason: outcome.status === 409 ? 'stale' : 'lint' });
      return await fail(outcome.status === 409 ? `${outcome.live ?? 'nothing'} went live first: rebase the draft and schedule it again` : outcome.message);
    }
    published = outcome.revision.id;
    const settled = await backend.settleSchedule(claimed.id, { state: 'published', revision: outcome.revision.id }, new Date(now()).toISOString());
    operatorMetrics.publishes.inc({ kind: 'publish' });
    setLiveRevision(outcome.revision.id, outcome.revision.contentId);
    await backend.deleteDraft(draft.id);
    await backend.audit({
      actor: claimed.author,
      action: 'schedule.publish',
      revision: outcome.revision.id,
      client: null,
      outcome: 'ok',
      detail: { ...base, contentId: outcome.revision.contentId, warnings: outcome.lint.warnings },
    });
    log(`schedule: ${claimed.id} by ${claimed.author} published ${outcome.revision.id}`, { event: 'schedule.publish', ...base, revision: outcome.revision.id });
    return settled;
  } catch (error) {
    if (published) {
      log(`schedule: ${claimed.id} published ${published}, but recording it failed: ${errorText(error)}`, {
        event: 'schedule.stuck',
        level: 'error',
        ...base,
        revision: published,
        err: error,
      });
      return undefined;
    }
    // the store failed mid-way: say so on the schedule if it still answers, else it stays `publishing` for an operator to see
    return fail(`the server could not publish it: ${errorText(error)}`).catch((again: unknown) => {
      log(`schedule: ${claimed.id} could not be published or marked failed: ${errorText(again)}`, {
        event: 'schedule.stuck',
        level: 'error',
        ...base,
        err: again,
      });
      return undefined;
    });
  }
}
