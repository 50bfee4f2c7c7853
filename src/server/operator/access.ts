/** Role checks inside routes, and the config sets a request names. */
import type { Draft, Grant, Revision, Role } from '../../../engine/store/types.ts';
import { callerOf, type OperatorContext } from './context.ts';
import { forbidden, notFound } from './http.ts';
import { allows, type Touched } from '../../../engine/accounts/roles.ts';
import { touchedTemplates } from './scope.ts';

/** 403 unless the caller holds `role` over everything `touched` names. */
export function requireRole(ctx: OperatorContext, role: Role, touched: Touched = []): void {
  const { account } = callerOf(ctx);
  if (allows(account.grants, role, touched)) return;
  const scope = touched === '*' ? '*' : [...touched];
  ctx.audit.detail['needed'] = { role, scope };
  const where = touched === '*' ? 'over every template (the change touches shared files)' : touched.length > 0 ? `over ${touched.join(', ')}` : '';
  throw forbidden(`${account.name} needs the ${role} role ${where}`.trim(), { needed: { role, scope }, grants: account.grants satisfies Grant[] });
}

/**
 * 403 unless the caller holds the role the endpoint's table entry needs over everything `touched`
 * names: the scope of a change the handler has just worked out.
 */
export function requireScope(ctx: OperatorContext, touched: Touched): void {
  if (ctx.needs === 'none' || ctx.needs === 'session') throw new Error(`${ctx.url.pathname} checks a scope but needs no role`);
  requireRole(ctx, ctx.needs, touched);
}

/** A revision by id, or `live`: 404 when the store has no such revision. */
export async function revisionOrLive(ctx: OperatorContext, id: string): Promise<Revision> {
  const { backend } = ctx.deps.store;
  const revision = id === 'live' ? await backend.live() : await backend.revision(id);
  if (!revision) throw notFound(id === 'live' ? 'no revision is live yet' : `no revision ${id.slice(0, 100)}`);
  return revision;
}

/** The files of a revision, `live`, or `draft:<id>` (a draft only for who may read it: viewer over what it touches). */
export async function filesOf(ctx: OperatorContext, ref: string): Promise<Record<string, string>> {
  if (ref.startsWith('draft:')) {
    const draft = await ctx.deps.store.backend.draft(ref.slice('draft:'.length));
    if (!draft) throw notFound(`no draft ${ref.slice(6, 100)}`);
    const parent = await ctx.deps.store.backend.revision(draft.parent);
    requireRole(ctx, 'viewer', parent ? touchedTemplates(parent.files, draft.files) : '*');
    return draft.files;
  }
  return (await revisionOrLive(ctx, ref)).files;
}

/** The draft the path names (404 when there is none), recorded in the audit entry. */
export async function draftOf(ctx: OperatorContext): Promise<Draft> {
  const id = ctx.params['id']!;
  ctx.audit.detail['draft'] = id;
  const draft = await ctx.deps.store.backend.draft(id);
  if (!draft) throw notFound(`no draft ${id.slice(0, 100)}`);
  return draft;
}

/** The owner changes a draft, or an admin over everything. */
export function requireOwner(ctx: OperatorContext, draft: Draft): void {
  const { account } = callerOf(ctx);
  if (draft.owner !== account.name && !allows(account.grants, 'admin', '*')) throw forbidden(`the draft belongs to ${draft.owner}`);
}
