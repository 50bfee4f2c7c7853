/**
 * Single sign-on's settings (docs/operators.md "Single sign-on"), read once at start: OIDC_ISSUER turns
 * it on, and then a missing client, an http issuer off loopback, or an OIDC_GRANTS the schema refuses
 * stops the server with the variable (and the group) named, rather than a login that fails later.
 */
import { validateSsoGrants } from '../../../../schemas/generated/operator-validators.js';
import type { SsoGrants } from '../../../../schemas/operator-api/sso.ts';
import type { ValidationIssue } from '../../../../schemas/validator-types.ts';

export interface SsoConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** OIDC_REDIRECT_URI; absent: `/api/sso/callback` on the operator origin the browser used */
  redirectUri?: URL;
  /** the ID token (or UserInfo) claim that lists the user's groups */
  groupsClaim: string;
  scope: string;
  /** the studio's button: "Sign in with <label>" */
  label: string;
  grants: SsoGrants;
  /** an http issuer, allowed on a loopback address only (a local IdP, the tests) */
  insecure: boolean;
}

/** A setting that cannot work: the server refuses to start, naming it. */
export class SsoConfigError extends Error {}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function url(env: NodeJS.ProcessEnv, name: string): URL | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw);
  } catch {
    throw new SsoConfigError(`${name} is not a URL: ${JSON.stringify(raw.slice(0, 200))}`);
  }
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new SsoConfigError(`${name} is required when OIDC_ISSUER is set`);
  return value;
}

/** `/casino-editors/0/role` → the group `casino-editors` (JSON Pointer's escapes undone) and `0/role` within it. */
function placeOf(pointer: string): { group: string; within: string } {
  const [group = '', ...within] = pointer.split('/').slice(1);
  return { group: group.replaceAll('~1', '/').replaceAll('~0', '~'), within: within.join('/') };
}

function grantsProblem(issue: ValidationIssue & { propertyName?: unknown }): string {
  const message = issue.message ?? 'is not allowed';
  // a group name the schema refuses is reported on the map, with the name beside it
  if (typeof issue.propertyName === 'string') return `the group name ${JSON.stringify(issue.propertyName.slice(0, 100))} ${message}`;
  if (issue.instancePath === '') return `the map ${message}`;
  const { group, within } = placeOf(issue.instancePath);
  const allowed = issue.keyword === 'enum' ? ` (${JSON.stringify(issue.params['allowedValues'])})` : '';
  return `group ${JSON.stringify(group.slice(0, 100))}${within ? ` at ${within}` : ''}: ${message}${allowed}`;
}

/** OIDC_GRANTS: a JSON object from IdP group to the grants its members get, checked by its schema. */
export function parseSsoGrants(raw: string | undefined): SsoGrants {
  if (!raw?.trim()) throw new SsoConfigError('OIDC_GRANTS is required when OIDC_ISSUER is set: a JSON map from IdP group to grants');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new SsoConfigError(`OIDC_GRANTS is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!validateSsoGrants(value)) {
    const issue = validateSsoGrants.errors?.[0];
    throw new SsoConfigError(`OIDC_GRANTS: ${issue ? grantsProblem(issue) : 'not a map from group to grants'}`);
  }
  return value as SsoGrants;
}

/** Single sign-on's settings, or undefined when OIDC_ISSUER is not set (local accounts only). */
export function ssoConfigFrom(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  const issuer = url(env, 'OIDC_ISSUER');
  if (!issuer) return undefined;
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK.has(issuer.hostname)) throw new SsoConfigError('OIDC_ISSUER must be https (http only on a loopback address)');
  if (issuer.protocol !== 'https:' && !insecure) throw new SsoConfigError('OIDC_ISSUER must be an https URL');
  const clientId = required(env, 'OIDC_CLIENT_ID');
  const clientSecret = required(env, 'OIDC_CLIENT_SECRET');
  const redirectUri = url(env, 'OIDC_REDIRECT_URI');
  if (redirectUri && !/^https?:$/.test(redirectUri.protocol)) throw new SsoConfigError('OIDC_REDIRECT_URI must be an http(s) URL');
  const groupsClaim = env['OIDC_GROUPS_CLAIM']?.trim() || 'groups';
  const scope = env['OIDC_SCOPE']?.trim() || 'openid profile email';
  if (!scope.split(/\s+/).includes('openid')) throw new SsoConfigError('OIDC_SCOPE must include openid');
  const label = env['OIDC_LABEL']?.trim() || 'single sign-on';
  if (label.length > 60) throw new SsoConfigError('OIDC_LABEL is at most 60 characters');
  const grants = parseSsoGrants(env['OIDC_GRANTS']);
  return { issuer, clientId, clientSecret, ...(redirectUri ? { redirectUri } : {}), groupsClaim, scope, label, grants, insecure };
}
