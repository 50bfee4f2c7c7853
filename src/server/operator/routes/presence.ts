/**
 * Working together (issue 49 part 4): a tab's event stream (`GET /api/events`, events/hub.ts) and the
 * presence it reports (`POST /api/presence`): what it has open, seen by every operator who may view
 * it, until PRESENCE_TTL_MS after its stream last refreshed it.
 */
import { TAB_PATTERN } from '../../../../schemas/operator-api/presence.ts';
import { requireRole } from '../access.ts';
import { callerOf, type Handlers } from '../context.ts';
import { PRESENCE_TTL_MS } from '../events/hub.ts';
import { badRequest, notFound } from '../http.ts';
import { touchedTemplates } from '../scope.ts';

const TAB = new RegExp(TAB_PATTERN);

export const presenceHandlers: Handlers<'events' | 'presence'> = {
  async events(ctx) {
    const hub = ctx.deps.events;
    if (!hub) throw notFound('this operator server streams no events');
    const { account, session } = callerOf(ctx);
    const tab = ctx.url.searchParams.get('tab') ?? undefined;
    if (tab !== undefined && !TAB.test(tab)) throw badRequest(`tab must match ${TAB_PATTERN}`, { field: 'tab' });
    hub.open(ctx.res, { account, session: session.idHash }, tab);
    return { body: { ok: true }, streamed: true };
  },
  async presence(ctx, body) {
    const { account, session } = callerOf(ctx);
    const { backend } = ctx.deps.store;
    const expiresAt = new Date(ctx.deps.now() + PRESENCE_TTL_MS).toISOString();
    ctx.audit.detail['tab'] = body.tab;
    if (body.draft === undefined && body.template === undefined) {
      await backend.clearPresence(session.idHash, body.tab);
    } else {
      // a presence says what is open: only on what the caller may view
      if (body.template !== undefined) requireRole(ctx, 'viewer', [body.template]);
      if (body.draft !== undefined) {
        ctx.audit.detail['draft'] = body.draft;
        const draft = await backend.draft(body.draft);
        if (!draft) throw notFound(`no draft ${body.draft}`);
        const touched = touchedTemplates((await backend.revision(draft.parent))?.files ?? {}, draft.files);
        // a draft that changes nothing yet belongs to no template: its owner's, or an operator's over every template
        if (touched !== '*' && touched.length === 0 && draft.owner !== account.name) requireRole(ctx, 'viewer', '*');
        else requireRole(ctx, 'viewer', touched);
      }
      await backend.setPresence({
        session: session.idHash,
        tab: body.tab,
        account: account.name,
        ...(body.draft !== undefined ? { draft: body.draft } : {}),
        ...(body.template !== undefined ? { template: body.template } : {}),
        ...(body.node !== undefined ? { node: body.node } : {}),
        expiresAt,
      });
    }
    ctx.deps.events?.nudge();
    return { body: { ok: true, expiresAt } };
  },
};
