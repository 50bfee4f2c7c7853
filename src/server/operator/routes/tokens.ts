import { callerOf, type Handlers } from '../context.ts';
import { forbidden, notFound } from '../http.ts';
import { grantProblem, lifetimeMs, newApiToken } from '../../../../engine/accounts/api-tokens.ts';
import { normalGrants } from '../../../../engine/accounts/roles.ts';
import type { Grant } from '../../../../engine/store/types.ts';

/** The signed-in operator's own named API tokens (docs/operators.md "API tokens"). */
export const tokenHandlers: Handlers<'tokensList' | 'tokensCreate' | 'tokensRevoke'> = {
  async tokensList(ctx) {
    return { body: { items: await ctx.deps.store.backend.apiTokens(callerOf(ctx).account.name) } };
  },
  async tokensCreate(ctx, body) {
    const caller = callerOf(ctx);
    const [grant] = normalGrants([body.grant]) as [Grant];
    ctx.audit.detail['name'] = body.name;
    ctx.audit.detail['grant'] = grant;
    // a leaked token must not be able to mint itself a longer-lived successor
    if (caller.via === 'bearer') throw forbidden('a token cannot make tokens: sign in to make one');
    const problem = grantProblem(caller.account.grants, grant);
    if (problem) throw forbidden(`${problem}: a token never has more than its account`, { needed: { role: grant.role, scope: grant.scope } });
    const { secret, token } = newApiToken({
      account: caller.account.name,
      name: body.name,
      grant,
      lifetimeMs: lifetimeMs(body.expiresInDays, ctx.deps.sessions.tokenMs),
      now: ctx.deps.now(),
    });
    await ctx.deps.store.backend.createApiToken(token);
    const { secretHash: _hash, ...summary } = token;
    ctx.audit.detail['token'] = token.id;
    ctx.audit.detail['expiresAt'] = token.expiresAt;
    return { status: 201, body: { ...summary, secret } };
  },
  async tokensRevoke(ctx) {
    const caller = callerOf(ctx);
    const id = ctx.params['id']!.slice(0, 64);
    ctx.audit.detail['token'] = id;
    const { backend } = ctx.deps.store;
    const mine = (await backend.apiTokens(caller.account.name)).some((t) => t.id === id);
    if (!mine || !(await backend.revokeApiToken(id))) throw notFound(`you have no token ${id}`);
    return { body: { ok: true } };
  },
};
