import { callerOf, type Handlers } from '../context.ts';
import { OperatorError } from '../http.ts';
import { tooManyAttempts } from '../login-limits.ts';
import { judgeSecondFactor } from '../second-factor-check.ts';
import { accountNameProblem } from '../../../../engine/accounts/accounts.ts';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from '../../../../engine/accounts/passwords.ts';
import { clearedCookie, isCiToken, newSession, sessionCookie } from '../../../../engine/accounts/sessions.ts';
import type { Account } from '../../../../engine/store/types.ts';

/** what a failed login's audit entry records when the name field holds no account name (a password, perhaps) */
const NOT_A_NAME = '(not an account name)';

const invalid = () => new OperatorError(401, 'invalidCredentials', 'wrong name or password');

export const authHandlers: Handlers<'login' | 'logout' | 'session'> = {
  async login(ctx, { name, password, ...given }) {
    // a password typed into the name field must not reach the audit log: only a name an account could have
    ctx.audit.detail['name'] = accountNameProblem(name) ? NOT_A_NAME : name;
    const { limits, store, metrics, hashing } = ctx.deps;
    // reserved before any hash, in one step with the check: a locked flood costs nothing, and a burst cannot all pass
    const reserved = await limits.begin(name, ctx.client.address);
    if ('retryAfter' in reserved) {
      metrics.loginFailures.inc({ reason: 'limited' });
      throw tooManyAttempts(reserved.retryAfter);
    }
    const { attempt } = reserved;
    let account: Account | undefined;
    let good: boolean;
    try {
      account = await store.backend.account(name);
      // an account from single sign-on has no password here: it is refused like a wrong one, in the same time
      good = await hashing.run(() =>
        account && !account.disabled && account.source !== 'oidc' ? verifyPassword(password, account.passwordHash) : verifyAgainstNobody(password),
      );
    } catch (error) {
      await limits.abandoned(attempt);
      throw error;
    }
    if (account?.source === 'oidc') ctx.audit.detail['sso'] = true;
    if (!account || !good) {
      await limits.failed(attempt);
      metrics.loginFailures.inc({ reason: 'credentials' });
      throw invalid();
    }
    // the password was right: the second factor, if the account has or needs one, decides
    const factor = await judgeSecondFactor(ctx, account, given).catch(async (error: unknown) => {
      await limits.abandoned(attempt);
      throw error;
    });
    if (factor.kind === 'missing') {
      await limits.abandoned(attempt);
      throw factor.error;
    }
    if (factor.kind === 'failed') {
      await limits.failed(attempt);
      metrics.loginFailures.inc({ reason: 'secondFactor' });
      throw factor.error;
    }
    await limits.succeeded(attempt);
    if (needsRehash(account.passwordHash)) {
      const passwordHash = await hashing.run(() => hashPassword(password));
      // only over the hash this login verified: a password an admin set meanwhile is not overwritten with the old one
      if ((await store.backend.account(account.name))?.passwordHash === account.passwordHash) {
        await store.backend.updateAccount(account.name, { passwordHash });
        ctx.audit.detail['rehashed'] = true;
      }
    }
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
    // its tabs' streams end and their presence goes with the session (issue 49 part 4)
    ctx.deps.events?.closeSession(session.idHash);
    await ctx.deps.store.backend.clearPresence(session.idHash);
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
