/**
 * Single sign-on (issue 50, docs/operators.md "Single sign-on"): what an identity provider's answer
 * means here. Its groups map to grants through OIDC_GRANTS, afresh at every login, so a group the
 * IdP no longer lists gives nothing; the account's name comes from the IdP's username or email.
 */
import type { SsoGrants } from '../../schemas/operator-api/sso.ts';
import { accountNameProblem } from './accounts.ts';
import { normalGrants } from './roles.ts';
import type { Grant } from '../store/types.ts';

/** What an account from single sign-on stores for a password: no scrypt hash, so no password ever verifies. */
export const NO_PASSWORD = '!oidc';

const MAX_GROUPS = 1_000;

/** The groups a claim names: a list of strings, or one string (some IdPs send a single group bare); anything else, none. */
export function groupsOf(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  if (!Array.isArray(claim)) return [];
  return claim.slice(0, MAX_GROUPS).filter((g): g is string => typeof g === 'string');
}

/** Every grant the groups map to, in the map's order, each once; a group the map does not name gives nothing. */
export function grantsForGroups(map: SsoGrants, groups: readonly string[]): Grant[] {
  const member = new Set(groups);
  const seen = new Set<string>();
  const grants: Grant[] = [];
  for (const [group, granted] of Object.entries(map)) {
    if (!member.has(group)) continue;
    for (const grant of normalGrants(granted)) {
      const key = JSON.stringify(grant);
      if (seen.has(key)) continue;
      seen.add(key);
      grants.push(grant);
    }
  }
  return grants;
}

/**
 * The account name an IdP identity signs in as: its `preferred_username`, else its email, lowercased,
 * whole or (an address is no account name) the part before the `@`, the first that is a name an
 * account may have (engine/accounts/accounts.ts); undefined when none is. Two identities that come
 * to one name do not share it: the account keeps the subject that made it.
 */
export function ssoAccountName(claims: Readonly<Record<string, unknown>>): string | undefined {
  for (const claim of ['preferred_username', 'email']) {
    const value = claims[claim];
    if (typeof value !== 'string') continue;
    const whole = value.trim().toLowerCase();
    for (const name of [whole, whole.split('@')[0] ?? '']) if (!accountNameProblem(name)) return name;
  }
  return undefined;
}
