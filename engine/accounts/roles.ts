/**
 * Roles over brand scopes (issue 28): viewer (read, preview) < editor (drafts) < publisher (publish,
 * rollback) < admin (accounts, audit). A role implies the ones below it. A grant's scope is a list
 * of template keys or '*'; a change to a shared file (a page, a layout, routes.json) touches every
 * template, so only a '*' grant covers it.
 */
import type { Grant, Role } from '../store/types.ts';

export const ROLES: readonly Role[] = ['viewer', 'editor', 'publisher', 'admin'];

const rank = (role: Role) => ROLES.indexOf(role);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The templates a change touches: a list of keys, or '*' when it touches what every template shares. */
export type Touched = '*' | readonly string[];

/** Whether `grants` give at least `role` over everything `touched` names (nothing touched: any grant of that role). */
export function allows(grants: readonly Grant[], role: Role, touched: Touched = []): boolean {
  const strong = grants.filter((g) => rank(g.role) >= rank(role));
  if (touched === '*') return strong.some((g) => g.scope === '*');
  if (touched.length === 0) return strong.length > 0;
  return touched.every((key) => strong.some((g) => g.scope === '*' || g.scope.includes(key)));
}

/** The highest role any grant gives, for display. */
export function highestRole(grants: readonly Grant[]): Role | undefined {
  return grants.reduce<Role | undefined>((best, g) => (best === undefined || rank(g.role) > rank(best) ? g.role : best), undefined);
}

const KEY = /^[a-z]+\d+$/;

/** A scope from its text form: `*`, or template keys separated by commas. */
export function parseScope(text: string): Grant['scope'] | undefined {
  const trimmed = text.trim();
  if (trimmed === '*') return '*';
  const keys = trimmed
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return keys.length > 0 && keys.every((k) => KEY.test(k)) ? [...new Set(keys)].sort() : undefined;
}

/** Grants read from a request body, or why not. */
export function parseGrants(value: unknown): Grant[] | string {
  if (!Array.isArray(value) || value.length === 0) return 'grants must be a non-empty list of { role, scope }';
  const grants: Grant[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return 'each grant is { role, scope }';
    const { role, scope } = item as Record<string, unknown>;
    if (!isRole(role)) return `role must be one of ${ROLES.join(', ')}`;
    const parsed = scope === '*' ? '*' : Array.isArray(scope) && scope.every((k) => typeof k === 'string') ? parseScope(scope.join(',')) : undefined;
    if (!parsed) return "scope is '*' or a list of template keys (lowercase letters then digits)";
    grants.push({ role, scope: parsed });
  }
  return grants;
}
