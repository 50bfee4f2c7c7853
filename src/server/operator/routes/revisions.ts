import type { Handlers } from '../context.ts';
import { filesOf, revisionOrLive } from '../access.ts';
import { badRequest, limitParam } from '../http.ts';
import { diffConfigSets } from '../../../../engine/diff/diff.ts';

export const revisionHandlers: Handlers<'revisionsList' | 'revisionsLive' | 'revisionsGet' | 'diff'> = {
  async revisionsList(ctx) {
    const limit = limitParam(ctx.url.searchParams.get('limit'), 20, 100);
    const before = ctx.url.searchParams.get('before') ?? undefined;
    const [page, live] = await Promise.all([ctx.deps.store.backend.history({ limit, ...(before ? { before } : {}) }), ctx.deps.store.backend.liveId()]);
    return { body: { ...page, live: live ?? null } };
  },
  async revisionsLive(ctx) {
    const revision = await revisionOrLive(ctx, 'live');
    ctx.audit.revision = revision.id;
    return { body: revision };
  },
  async revisionsGet(ctx) {
    ctx.audit.revision = ctx.params['id']!;
    return { body: await revisionOrLive(ctx, ctx.params['id']!) };
  },
  async diff(ctx) {
    const from = ctx.url.searchParams.get('from');
    const to = ctx.url.searchParams.get('to') ?? 'live';
    if (!from) throw badRequest('from is required: a revision id, live, or draft:<id>');
    ctx.audit.detail['from'] = from.slice(0, 100);
    ctx.audit.detail['to'] = to.slice(0, 100);
    const [a, b] = await Promise.all([filesOf(ctx, from), filesOf(ctx, to)]);
    return { body: { from, to, ...diffConfigSets(a, b) } };
  },
};
