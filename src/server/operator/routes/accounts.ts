import type { OperatorContext, Route } from '../context.ts';
import { requireRole } from '../access.ts';
import { badRequest, notFound, OperatorError, stringField } from '../http.ts';
import { hashPassword, passwordProblem } from '../../../../engine/accounts/passwords.ts';
import { parseGrants } from '../../../../engine/accounts/roles.ts';
import { accountNameProblem } from '../../../../engine/accounts/accounts.ts';

const admin = (ctx: OperatorContext) => requireRole(ctx, 'admin', '*');

function password(body: Record<string, unknown>): string {
  const value = body['password'];
  const problem = typeof value === 'string' ? passwordProblem(value) : 'password is required';
  if (problem) throw badRequest(problem, { field: 'password' });
  return value as string;
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/accounts',
    action: 'accounts.list',
    auth: true,
    async handle(ctx) {
      admin(ctx);
      return { body: { items: await ctx.deps.store.backend.accounts() } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/accounts',
    action: 'accounts.create',
    auth: true,
    async handle(ctx) {
      admin(ctx);
      const body = await ctx.body();
      const name = stringField(body, 'name', { max: 64 })!;
      ctx.audit.detail['account'] = name.slice(0, 64);
      const nameProblem = accountNameProblem(name);
      if (nameProblem) throw badRequest(nameProblem, { field: 'name' });
      const grants = parseGrants(body['grants']);
      if (typeof grants === 'string') throw badRequest(grants, { field: 'grants' });
      const passwordHash = await hashPassword(password(body));
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
  },
  {
    method: 'PATCH',
    pattern: '/api/accounts/:name',
    action: 'accounts.update',
    auth: true,
    async handle(ctx) {
      admin(ctx);
      const name = ctx.params['name']!;
      ctx.audit.detail['account'] = name.slice(0, 64);
      const body = await ctx.body();
      const change: { grants?: ReturnType<typeof parseGrants> & object; disabled?: boolean; passwordHash?: string } = {};
      if (body['grants'] !== undefined) {
        const grants = parseGrants(body['grants']);
        if (typeof grants === 'string') throw badRequest(grants, { field: 'grants' });
        change.grants = grants;
      }
      if (body['disabled'] !== undefined) {
        if (typeof body['disabled'] !== 'boolean') throw badRequest('disabled is true or false', { field: 'disabled' });
        change.disabled = body['disabled'];
      }
      if (body['password'] !== undefined) change.passwordHash = await hashPassword(password(body));
      if (Object.keys(change).length === 0) throw badRequest('nothing to change: grants, disabled or password');
      ctx.audit.detail['changed'] = Object.keys(change);
      const { backend } = ctx.deps.store;
      if (!(await backend.updateAccount(name, change))) throw notFound(`no account ${name.slice(0, 64)}`);
      // new rights or a new password start from a new login
      await backend.deleteSessionsOf(name);
      const { passwordHash: _hash, ...shown } = change;
      return { body: { name, ...shown } };
    },
  },
];
