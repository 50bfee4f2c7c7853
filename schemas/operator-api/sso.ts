/**
 * Single sign-on (issue 50, docs/operators.md "Single sign-on"): the map from an identity provider's
 * groups to operator grants (OIDC_GRANTS), precompiled by schemas/build.ts so the server checks it at
 * start without a schema compiler, and what `GET /api/sso` tells the studio's login screen.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { grantSchema } from './roles.ts';

export const ssoGrantsSchema = {
  type: 'object',
  description: 'an IdP group name → the grants its members get',
  minProperties: 1,
  maxProperties: 1_000,
  propertyNames: { minLength: 1, maxLength: 256 },
  additionalProperties: { type: 'array', minItems: 1, maxItems: 50, items: grantSchema },
} as const;

export type SsoGrants = FromSchema<typeof ssoGrantsSchema>;

/** The precompiled validator's export name in schemas/generated/operator-validators.js. */
export const SSO_GRANTS_VALIDATOR = 'validateSsoGrants';

/** `GET /api/sso`: whether single sign-on is configured, and the name its button shows. */
export type SsoInfo = { enabled: false } | { enabled: true; label: string };

/** `GET /api/sso/login` and `GET /api/sso/callback` answer a redirect (303) and say where to. */
export interface SsoRedirect {
  location: string;
}
