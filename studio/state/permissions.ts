/**
 * What the signed-in operator may do on a template: the roles of docs/operators.md (viewer < editor <
 * publisher < admin, each over `*` or template keys), the ladder of schemas/operator-api/roles.ts, as engine/accounts/roles.ts judges them. The
 * server is the judge; this only keeps the studio from offering what it would refuse.
 */
import type { Permissions } from '../panels.ts';
import { roleRank } from '../../schemas/operator-api/roles.ts';
import type { Grant, Role } from '../api/types.ts';

/** Whether `grants` give at least `role` over `template` (null: any template). */
export function grants(list: readonly Grant[], role: Role, template: string | null): boolean {
  return list.some((g) => roleRank(g.role) >= roleRank(role) && (template === null || g.scope === '*' || g.scope.includes(template)));
}

export function permissionsFor(list: readonly Grant[], template: string | null): Permissions {
  return { edit: grants(list, 'editor', template), publish: grants(list, 'publisher', template) };
}

/** The highest role, for the top bar. */
export function highestRole(list: readonly Grant[]): Role | undefined {
  return list.reduce<Role | undefined>((best, g) => (best === undefined || roleRank(g.role) > roleRank(best) ? g.role : best), undefined);
}
