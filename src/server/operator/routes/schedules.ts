/**
 * Scheduled publishing (docs/operators.md "Scheduled publishing"): a publisher over what a draft
 * touches schedules it for an instant, bound to the draft's content as it is now; any viewer lists
 * the schedules; a publisher over what one touches cancels it while it is pending. The server's
 * clock (src/server/operator/schedule-runner.ts) publishes it.
 */
import { callerOf, type Handlers } from '../context.ts';
import { requireScope, revisionOrLive } from '../access.ts';
import { badRequest, notFound, OperatorError } from '../http.ts';
import { touchedTemplates } from '../scope.ts';
import { contentIdOf } from '../../../../engine/store/content-id.ts';
import { scheduleTime, zonesOf } from '../../../../engine/schedule/time.ts';

/** The most schedules the list answers: every pending one, then the newest settled ones. */
export const SCHEDULES_LISTED = 200;

export const scheduleHandlers: Handlers<'schedulesCreate' | 'schedulesList' | 'schedulesCancel'> = {
  async schedulesCreate(ctx, body) {
    const { backend, publisher } = ctx.deps.store;
    ctx.audit.detail['draft'] = body.draft;
    ctx.audit.detail['at'] = body.at;
    const draft = await backend.draft(body.draft);
    if (!draft) throw notFound(`no draft ${body.draft.slice(0, 100)}`);
    if (body.version !== undefined && body.version !== draft.version)
      throw new OperatorError(409, 'draftChanged', 'the draft changed since that version: review it again', { version: draft.version });
    const parent = await revisionOrLive(ctx, draft.parent);
    ctx.audit.revision = parent.id;
    const touched = touchedTemplates(parent.files, draft.files);
    requireScope(ctx, touched);
    const zones = zonesOf(draft.files, touched);
    const time = scheduleTime(body.at, zones);
    if (!time.ok) throw badRequest(time.message, { field: 'at', zones });
    if (time.at <= ctx.deps.now()) throw badRequest(`${body.at} has passed: schedule a time to come, or publish now`, { field: 'at' });
    // refused now rather than at its time: the gate judges the same files then
    const lint = await publisher.lint(draft.files);
    if (lint.errors > 0)
      throw new OperatorError(422, 'lintErrors', `the draft has ${lint.errors} lint error(s): fix them before scheduling it`, {
        lint,
        problems: lint.problems,
      });
    const schedule = await backend.createSchedule({
      draft: draft.id,
      contentId: contentIdOf(draft.files),
      parent: parent.id,
      at: new Date(time.at).toISOString(),
      timeZone: time.timeZone,
      templates: touched === '*' ? '*' : [...touched],
      author: callerOf(ctx).account.name,
      message: body.message ?? draft.title,
    });
    ctx.audit.detail['schedule'] = schedule.id;
    ctx.audit.detail['at'] = schedule.at;
    ctx.audit.detail['timeZone'] = schedule.timeZone;
    ctx.deps.schedules?.wake();
    return { status: 201, body: schedule };
  },

  async schedulesList(ctx) {
    const { backend } = ctx.deps.store;
    const all = await backend.schedules();
    const pending = all.filter((s) => s.state === 'pending' || s.state === 'publishing');
    const settled = all
      .filter((s) => s.state !== 'pending' && s.state !== 'publishing')
      .sort((a, b) => (b.settledAt ?? b.at).localeCompare(a.settledAt ?? a.at))
      .slice(0, Math.max(0, SCHEDULES_LISTED - pending.length));
    const items = [...pending, ...settled].sort((a, b) => a.at.localeCompare(b.at)).slice(0, SCHEDULES_LISTED);
    const draftId = ctx.url.searchParams.get('draft');
    if (draftId === null) return { body: { items } };
    const draft = await backend.draft(draftId);
    // a draft its schedule published (or one deleted) has no zones, and the list still answers
    if (!draft) return { body: { items } };
    const parent = await revisionOrLive(ctx, draft.parent).catch(() => undefined);
    return { body: { items, zones: zonesOf(draft.files, parent ? touchedTemplates(parent.files, draft.files) : '*') } };
  },

  async schedulesCancel(ctx) {
    const { backend } = ctx.deps.store;
    const id = ctx.params['id']!;
    ctx.audit.detail['schedule'] = id;
    const schedule = await backend.schedule(id);
    if (!schedule) throw notFound(`no schedule ${id.slice(0, 100)}`);
    ctx.audit.revision = schedule.parent;
    ctx.audit.detail['draft'] = schedule.draft;
    requireScope(ctx, schedule.templates);
    const cancelled = await backend.cancelSchedule(id, callerOf(ctx).account.name, new Date(ctx.deps.now()).toISOString());
    if (!cancelled) {
      const now = await backend.schedule(id);
      throw new OperatorError(409, 'notPending', `the schedule is ${now?.state ?? 'gone'}: only a pending one can be cancelled`, { state: now?.state });
    }
    ctx.deps.schedules?.wake();
    return { body: cancelled };
  },
};
