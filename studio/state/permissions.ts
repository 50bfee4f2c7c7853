/**
 * What the signed-in operator may do on a template: the roles of docs/operators.md (viewer < editor <
 * publisher < admin, each over `*` or template keys), as engine/accounts/roles.ts judges them. The
 * server is the judge; this only keeps the studio from offering what it would refuse.
 */
import type { Permissions } from '../panels.ts';
import type { Grant, Role } from '../api/types.ts';

const RANK: Record<Role, number> = { viewer: 0, editor: 1, publisher: 2, admin: 3 };

/** Whether `grants` give at least `role` over `template` (null: any template). */
export function grants(list: readonly Grant[], role: Role, template: string | null): boolean {
  return list.some((g) => RANK[g.role] >= RANK[role] && (template === null || g.scope === '*' || g.scope.includes(template)));
}

export function permissionsFor(list: readonly Grant[], template: string | null): Permissions {
  return { edit: grants(list, 'editor', template), publish: grants(list, 'publisher', template) };
}

/** The highest role, for the top bar. */
export function highestRole(list: readonly Grant[]): Role | undefined {
  return list.reduce<Role | undefined>((best, g) => (best === undefined || RANK[g.role] > RANK[best] ? g.role : best), undefined);
}
