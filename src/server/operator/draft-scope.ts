/**
 * Shared drafts (issue 49 part 1): a draft is read by whoever views every template it touches and
 * changed by whoever edits them, not only by its owner. What it touches is judged against the
 * revision it started from, as a publish of it would be (./scope.ts).
 */
import type { Draft, Role } from '../../../engine/store/types.ts';
import type { Touched } from '../../../engine/accounts/roles.ts';
import type { OperatorContext } from './context.ts';
import { requireRole } from './access.ts';
import { touchedTemplates } from './scope.ts';

/** The templates a draft changes from its parent; every template ('*') when the parent is gone. */
export async function draftTouched(ctx: OperatorContext, draft: Pick<Draft, 'parent' | 'files'>): Promise<Touched> {
  const parent = await ctx.deps.store.backend.revision(draft.parent);
  return parent ? touchedTemplates(parent.files, draft.files) : '*';
}

/** Both scopes at once: what a change needs when it starts from one draft and leaves another. */
export function bothTouched(a: Touched, b: Touched): Touched {
  return a === '*' || b === '*' ? '*' : [...new Set([...a, ...b])].sort();
}

/** 403 unless the caller holds `role` over every template the draft touches; answers what it touches. */
export async function requireDraftRole(ctx: OperatorContext, draft: Draft, role: Role): Promise<Touched> {
  const touched = await draftTouched(ctx, draft);
  requireRole(ctx, role, touched);
  return touched;
}

/** The draft's editors with `name` among them (last, once). */
export function withEditor(draft: Pick<Draft, 'editors'>, name: string): string[] {
  return draft.editors.includes(name) ? draft.editors : [...draft.editors, name];
}
