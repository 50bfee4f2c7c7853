/**
 * The operator roles, lowest first (issue 28): viewer (read, preview) < editor (drafts) < publisher
 * (publish, rollback) < admin (accounts, audit). A role implies the ones below it. Declared once here:
 * the operator server judges grants with it (engine/accounts/roles.ts), the studio offers only what
 * it would allow (studio/state/permissions.ts), the `operator` CLI names them.
 */
import { TEMPLATE_KEY_PATTERN } from '../template-key.ts';

export const ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const;

export type Role = (typeof ROLES)[number];

/** A role's place on the ladder: a grant of a higher rank gives every lower role. */
export const roleRank = (role: Role): number => ROLES.indexOf(role);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A grant as a request body carries it: a role over every template ('*') or over a list of template keys. */
export const grantSchema = {
  type: 'object',
  required: ['role', 'scope'],
  additionalProperties: false,
  properties: {
    role: { enum: ROLES },
    scope: {
      description: "'*' or a list of template keys (lowercase letters then digits)",
      anyOf: [{ const: '*' }, { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: TEMPLATE_KEY_PATTERN } }],
    },
  },
} as const;
