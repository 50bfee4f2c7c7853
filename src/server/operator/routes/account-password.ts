import { callerOf, type Handlers } from '../context.ts';
import { badRequest, forbidden, OperatorError } from '../http.ts';
import { tooManyAttempts } from '../login-limits.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../../../engine/accounts/passwords.ts';
import { clearedCookie } from '../../../../engine/accounts/sessions.ts';

/**
 * An operator changes their own password: the current one first, counted by the login limits like a
 * login (a stolen session must not become a way to guess it), then the new one by the same policy as
 * an admin's. Every session of the account ends, this one too: the next step is a login.
 */
export const accountPasswordHandlers: Handlers<'accountPassword'> = {
  async accountPassword(ctx, { current, next }) {
    const { account, via } = callerOf(ctx);
    ctx.audit.detail['changed'] = [];
    // a CI token is not the person who knows the password
    if (via === 'bearer') throw forbidden('a CI token cannot change its account password');
    const { limits, hashing, store } = ctx.deps;
    const reserved = await limits.begin(account.name, ctx.client.address);
    if ('retryAfter' in reserved) throw tooManyAttempts(reserved.retryAfter);
    const { attempt } = reserved;
    let good: boolean;
    try {
      good = await hashing.run(() => verifyPassword(current, account.passwordHash));
    } catch (error) {
      await limits.abandoned(attempt);
      throw error;
    }
    if (!good) {
      await limits.failed(attempt);
      throw new OperatorError(403, 'wrongPassword', 'the current password is wrong', { field: 'current' });
    }
    await limits.succeeded(attempt);
    const problem = passwordProblem(next, account.name);
    if (problem) throw badRequest(problem, { field: 'next' });
    const passwordHash = await hashing.run(() => hashPassword(next));
    await store.backend.updateAccount(account.name, { passwordHash });
    await store.backend.deleteSessionsOf(account.name);
    ctx.audit.detail['changed'] = ['passwordHash'];
    return { body: { ok: true }, headers: { 'set-cookie': clearedCookie(ctx.deps.secureCookies || ctx.client.tls) } };
  },
};
