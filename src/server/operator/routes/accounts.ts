import type { Handlers } from '../context.ts';
import { badRequest, notFound, OperatorError } from '../http.ts';
import { hashPassword, passwordProblem } from '../../../../engine/accounts/passwords.ts';
import { normalGrants } from '../../../../engine/accounts/roles.ts';
import { accountNameProblem } from '../../../../engine/accounts/accounts.ts';
import type { Grant } from '../../../../engine/store/types.ts';

/** The password's hash, once it is long and unusual enough for the account it is for. */
async function hashOf(password: string, account: string): Promise<string> {
  const problem = passwordProblem(password, account);
  if (problem) throw badRequest(problem, { field: 'password' });
  return hashPassword(password);
}

export const accountHandlers: Handlers<'accountsList' | 'accountsCreate' | 'accountsUpdate'> = {
  async accountsList(ctx) {
    return { body: { items: await ctx.deps.store.backend.accounts() } };
  },
  async accountsCreate(ctx, body) {
    const { name } = body;
    ctx.audit.detail['account'] = name.slice(0, 64);
    const nameProblem = accountNameProblem(name);
    if (nameProblem) throw badRequest(nameProblem, { field: 'name' });
    const grants = normalGrants(body.grants);
    const passwordHash = await hashOf(body.password, name);
    ctx.audit.detail['grants'] = grants;
    const created = await ctx.deps.store.backend.createAccount({
      name,
      passwordHash,
      grants,
      createdAt: new Date(ctx.deps.now()).toISOString(),
      disabled: false,
    });
    if (!created) throw new OperatorError(409, 'accountExists', `an account ${name} exists`);
    return { status: 201, body: { name, grants, disabled: false } };
  },
  async accountsUpdate(ctx, body) {
    const name = ctx.params['name']!;
    ctx.audit.detail['account'] = name.slice(0, 64);
    const change: { grants?: Grant[]; disabled?: boolean; passwordHash?: string } = {
      ...(body.grants ? { grants: normalGrants(body.grants) } : {}),
      ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      ...(body.password !== undefined ? { passwordHash: await hashOf(body.password, name) } : {}),
    };
    ctx.audit.detail['changed'] = Object.keys(change);
    const { backend } = ctx.deps.store;
    if (!(await backend.updateAccount(name, change))) throw notFound(`no account ${name.slice(0, 64)}`);
    // new rights or a new password start from a new login
    await backend.deleteSessionsOf(name);
    const { passwordHash: _hash, ...shown } = change;
    return { body: { name, ...shown } };
  },
};
