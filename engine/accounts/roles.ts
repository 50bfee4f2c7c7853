/**
 * Roles over brand scopes (issue 28): the ladder is schemas/operator-api/roles.ts. A grant's scope is a
 * list of template keys or '*'; a change to a shared file (a page, a layout, routes.json) touches every
 * template, so only a '*' grant covers it.
 */
import { roleRank } from '../../schemas/operator-api/roles.ts';
import { isTemplateKey } from '../../schemas/template-key.ts';
import type { Grant, Role } from '../store/types.ts';

/** The templates a change touches: a list of keys, or '*' when it touches what every template shares. */
export type Touched = '*' | readonly string[];

/** Whether `grants` give at least `role` over everything `touched` names (nothing touched: any grant of that role). */
export function allows(grants: readonly Grant[], role: Role, touched: Touched = []): boolean {
  const strong = grants.filter((g) => roleRank(g.role) >= roleRank(role));
  if (touched === '*') return strong.some((g) => g.scope === '*');
  if (touched.length === 0) return strong.length > 0;
  return touched.every((key) => strong.some((g) => g.scope === '*' || g.scope.includes(key)));
}

/** The highest role any grant gives, for display. */
export function highestRole(grants: readonly Grant[]): Role | undefined {
  return grants.reduce<Role | undefined>((best, g) => (best === undefined || roleRank(g.role) > roleRank(best) ? g.role : best), undefined);
}

/** A scope from its text form: `*`, or template keys separated by commas. */
export function parseScope(text: string): Grant['scope'] | undefined {
  const trimmed = text.trim();
  if (trimmed === '*') return '*';
  const keys = trimmed
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return keys.length > 0 && keys.every(isTemplateKey) ? [...new Set(keys)].sort() : undefined;
}

/** Grants as stored: each scope's keys once, in order (a body's grants are checked by their schema first). */
export function normalGrants(grants: readonly Grant[]): Grant[] {
  return grants.map(({ role, scope }) => ({ role, scope: scope === '*' ? '*' : [...new Set(scope)].sort() }));
}
