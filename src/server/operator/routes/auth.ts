import { callerOf, type Handlers } from '../context.ts';
import { OperatorError } from '../http.ts';
import { verifyAgainstNobody, verifyPassword } from '../../../../engine/accounts/passwords.ts';
import { clearedCookie, isCiToken, newSession, sessionCookie } from '../../../../engine/accounts/sessions.ts';

const invalid = () => new OperatorError(401, 'invalidCredentials', 'wrong name or password');

export const authHandlers: Handlers<'login' | 'logout' | 'session'> = {
  async login(ctx, { name, password }) {
    ctx.audit.detail['name'] = name.slice(0, 64);
    const { limits, store, metrics } = ctx.deps;
    // checked before any hash: a locked flood costs nothing
    const wait = await limits.retryAfter(name, ctx.client.address);
    if (wait > 0) {
      metrics.loginFailures.inc({ reason: 'limited' });
      const seconds = Math.ceil(wait / 1000);
      throw new OperatorError(429, 'tooManyAttempts', 'too many failed logins; try again later', { retryAfter: seconds }, { 'retry-after': String(seconds) });
    }
    const account = await store.backend.account(name);
    const good = account && !account.disabled ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNobody(password);
    if (!account || !good) {
      await limits.failed(name, ctx.client.address);
      metrics.loginFailures.inc({ reason: 'credentials' });
      throw invalid();
    }
    await limits.succeeded(name);
    const { token, session } = newSession(account.name, ctx.deps.sessions, ctx.deps.now());
    await store.backend.createSession(session);
    ctx.audit.actor = account.name;
    return {
      body: { account: account.name, grants: account.grants, csrfToken: session.csrfToken, expiresAt: session.expiresAt },
      headers: { 'set-cookie': sessionCookie(token, ctx.deps.secureCookies || ctx.client.tls, ctx.deps.sessions.absoluteMs) },
    };
  },
  async logout(ctx) {
    const { session } = callerOf(ctx);
    await ctx.deps.store.backend.deleteSession(session.idHash);
    return { body: { ok: true }, headers: { 'set-cookie': clearedCookie(ctx.deps.secureCookies || ctx.client.tls) } };
  },
  async session(ctx) {
    const { account, session } = callerOf(ctx);
    return {
      body: {
        account: account.name,
        grants: account.grants,
        ...(isCiToken(session) ? { token: true as const } : { csrfToken: session.csrfToken }),
        expiresAt: session.expiresAt,
        idleTimeoutSeconds: Math.round(ctx.deps.sessions.idleMs / 1000),
      },
    };
  },
};
