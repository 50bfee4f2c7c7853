/**
 * Named API tokens (issue 50 part 5): a secret for a purpose (`ci-publish`), with its own grant (a
 * role over template keys) and an expiry, presented as `Authorization: Bearer`. The store keeps only
 * the secret's SHA-256. A token never does more than its account may at the time of use: what it may
 * do is its grant intersected with the account's grants as they are then (effectiveGrants), so
 * narrowing an account narrows its tokens at once.
 */
import { randomBytes } from 'node:crypto';
import { roleRank } from '../../schemas/operator-api/roles.ts';
import { TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS, TOKEN_NAME_PATTERN } from '../../schemas/operator-api/tokens.ts';
import type { ApiToken, Grant } from '../store/types.ts';
import { allows } from './roles.ts';
import { hashToken } from './sessions.ts';

const DAY = 24 * 60 * 60_000;

/** How a token's secret starts: tells it from a session's or an unnamed CI token's (`op_`) at a glance. */
export const TOKEN_SECRET_PREFIX = 'opt_';
export const TOKEN_ID_PATTERN = /^tok_[0-9a-f]{12}$/;

export function tokenNameProblem(name: string): string | undefined {
  return new RegExp(TOKEN_NAME_PATTERN).test(name) ? undefined : 'a token name is 1-64 letters, digits, dots, dashes or underscores (ci-publish)';
}

/** `30d`, `12h`, `90` (days): the lifetime asked for, in ms; undefined when it is not one, or over a year. */
export function parseLifetime(text: string): number | undefined {
  const match = /^(\d{1,4})([dh]?)$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * (match[2] === 'h' ? 60 * 60_000 : DAY);
  return ms > 0 && ms <= TOKEN_MAX_DAYS * DAY ? ms : undefined;
}

/** Why an account may not hold a token with this grant (it asks for more than the account has), or undefined. */
export function grantProblem(accountGrants: readonly Grant[], grant: Grant): string | undefined {
  return allows(accountGrants, grant.role, grant.scope)
    ? undefined
    : `the account does not hold ${grant.role} over ${grant.scope === '*' ? 'every template' : grant.scope.join(', ')}`;
}

function narrower(a: Grant['scope'], b: Grant['scope']): Grant['scope'] | undefined {
  if (a === '*') return b;
  if (b === '*') return a;
  const both = a.filter((key) => b.includes(key));
  return both.length > 0 ? both : undefined;
}

/** What a token may do now: its grant, cut to each of the account's grants (the lower role, the common templates). */
export function effectiveGrants(accountGrants: readonly Grant[], grant: Grant): Grant[] {
  return accountGrants.flatMap((g) => {
    const scope = narrower(g.scope, grant.scope);
    if (!scope) return [];
    return [{ role: roleRank(g.role) < roleRank(grant.role) ? g.role : grant.role, scope }];
  });
}

export function newApiToken(input: { account: string; name: string; grant: Grant; lifetimeMs: number; now?: number }): { secret: string; token: ApiToken } {
  const now = input.now ?? Date.now();
  const secret = `${TOKEN_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    secret,
    token: {
      id: `tok_${randomBytes(6).toString('hex')}`,
      secretHash: hashToken(secret),
      name: input.name,
      account: input.account,
      grant: input.grant,
      createdAt: new Date(now).toISOString(),
      lastUsedAt: null,
      expiresAt: new Date(now + Math.min(input.lifetimeMs, TOKEN_MAX_DAYS * DAY)).toISOString(),
    },
  };
}

/** A lifetime of `days` (or `policyMs`, OPERATOR_TOKEN_DAYS, when none is asked for), never over a year. */
export const lifetimeMs = (days: number | undefined, policyMs = TOKEN_DEFAULT_DAYS * DAY) =>
  Math.min(days === undefined ? policyMs : days * DAY, TOKEN_MAX_DAYS * DAY);

/** A grant as one line: `editor:casino1,slot2`. */
export const grantText = (g: Grant) => `${g.role}:${g.scope === '*' ? '*' : g.scope.join(',')}`;
