import type { Handlers } from '../context.ts';
import { badRequest, limitParam } from '../http.ts';

export const auditHandlers: Handlers<'auditRead'> = {
  async auditRead(ctx) {
    const query = ctx.url.searchParams;
    const limit = limitParam(query.get('limit'), 50, 500);
    const before = query.get('before');
    if (before !== null && !/^\d{1,15}$/.test(before)) throw badRequest('before is an audit entry number');
    const actor = query.get('actor') ?? undefined;
    const action = query.get('action') ?? undefined;
    const page = await ctx.deps.store.backend.auditLog({
      limit,
      ...(before ? { before: Number(before) } : {}),
      ...(actor ? { actor } : {}),
      ...(action ? { action } : {}),
    });
    return { body: page };
  },
};
