/**
 * A caller by named API token (engine/accounts/api-tokens.ts): judged by the token's grant cut to
 * its account's grants as they are now, so a narrowed account narrows its tokens on the next request.
 * A token that has expired, or whose account is disabled, is refused 401 and audited under its account.
 */
import { effectiveGrants } from '../../../engine/accounts/api-tokens.ts';
import { TOUCH_EVERY_MS } from '../../../engine/accounts/sessions.ts';
import type { Caller, OperatorContext, OperatorDeps } from './context.ts';
import { OperatorError } from './http.ts';

export async function apiTokenCaller(secretHash: string, deps: OperatorDeps, audit?: OperatorContext['audit']): Promise<Caller | undefined> {
  const { backend } = deps.store;
  const token = await backend.apiToken(secretHash);
  if (!token) return undefined;
  const { secretHash: _hash, ...summary } = token;
  const refuse = (reason: string, message: string) => {
    // the credential named an account: audited under it in full, not counted as anonymous
    if (audit) {
      audit.actor = token.account;
      audit.detail['token'] = { id: token.id, name: token.name, refused: reason };
    }
    return new OperatorError(401, 'unauthenticated', message);
  };
  const now = deps.now();
  if (Date.parse(token.expiresAt) <= now) throw refuse('expired', `the API token ${token.name} expired: make a new one`);
  const account = await backend.account(token.account);
  if (!account || account.disabled) throw refuse('disabled', 'this account is disabled');
  if (audit) audit.detail['token'] = { id: token.id, name: token.name };
  const lastUsedAt = token.lastUsedAt ?? token.createdAt;
  if (token.lastUsedAt === null || now - Date.parse(token.lastUsedAt) >= TOUCH_EVERY_MS) await backend.touchApiToken(token.id, new Date(now).toISOString());
  return {
    account: { ...account, grants: effectiveGrants(account.grants, token.grant) },
    session: { idHash: token.secretHash, account: account.name, csrfToken: '', createdAt: token.createdAt, lastSeenAt: lastUsedAt, expiresAt: token.expiresAt },
    via: 'bearer',
    token: summary,
  };
}
