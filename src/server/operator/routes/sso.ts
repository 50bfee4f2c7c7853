/**
 * Single sign-on (issue 50, docs/operators.md "Single sign-on"): `GET /api/sso/login` sends the browser
 * to the IdP with a fresh state, nonce and PKCE challenge; `GET /api/sso/callback` checks the way back
 * (identity-provider.ts), maps the user's groups to grants afresh, makes or updates the account
 * (`source: 'oidc'`, the IdP's subject, no password) and opens a session as a password login does.
 * Every refusal says why in the audit log (`reason`), never with a token or a code.
 */
import type { Handlers, OperatorContext } from '../context.ts';
import { OperatorError } from '../http.ts';
import { STUDIO_PATH } from '../studio-static.ts';
import { clearedFlowCookie, flowCookie, readFlow } from '../sso/flow-cookie.ts';
import { refusalReason, type IdentityProvider } from '../sso/identity-provider.ts';
import { grantsForGroups, NO_PASSWORD, ssoAccountName } from '../../../../engine/accounts/sso.ts';
import { newSession, sessionCookie } from '../../../../engine/accounts/sessions.ts';
import type { Account } from '../../../../engine/store/types.ts';

const AFTER_LOGIN = `${STUDIO_PATH}/`;
const MAX_AUDITED_GROUPS = 50;

function providerOf(ctx: OperatorContext): IdentityProvider {
  if (!ctx.deps.sso) throw new OperatorError(404, 'ssoOff', 'single sign-on is not configured here (OIDC_ISSUER): log in with an operator account');
  return ctx.deps.sso;
}

const secureOf = (ctx: OperatorContext) => ctx.deps.secureCookies || ctx.client.tls;

/** OIDC_REDIRECT_URI, or the callback on the origin the browser used (its Host is one of OPERATOR_HOSTS: the server checked). */
const redirectUriOf = (ctx: OperatorContext, idp: IdentityProvider) =>
  idp.config.redirectUri?.href ?? `${secureOf(ctx) ? 'https' : 'http'}://${ctx.client.host}/api/sso/callback`;

export const ssoHandlers: Handlers<'sso' | 'ssoLogin' | 'ssoCallback'> = {
  async sso(ctx) {
    const idp = ctx.deps.sso;
    return { body: idp ? { enabled: true, label: idp.config.label } : { enabled: false } };
  },

  async ssoLogin(ctx) {
    const idp = providerOf(ctx);
    let started: Awaited<ReturnType<IdentityProvider['start']>>;
    try {
      started = await idp.start(redirectUriOf(ctx, idp));
    } catch (error) {
      ctx.audit.detail['reason'] = refusalReason(error);
      throw new OperatorError(
        502,
        'ssoUnavailable',
        'the identity provider could not be reached: try again shortly, or log in with an operator account',
        {},
        { 'retry-after': '5' },
      );
    }
    const location = started.location.href;
    return { status: 303, body: { location }, headers: { location, 'set-cookie': flowCookie(started.flow, idp.key, secureOf(ctx), ctx.deps.now()) } };
  },

  async ssoCallback(ctx) {
    const idp = providerOf(ctx);
    const secure = secureOf(ctx);
    // the flow cookie is spent whatever happens: a second try starts again
    const refuse = (status: number, code: string, message: string, reason = code) => {
      ctx.audit.detail['reason'] = reason;
      return new OperatorError(status, code, message, {}, { 'set-cookie': clearedFlowCookie(secure) });
    };
    const flow = readFlow(ctx.req.headers.cookie, idp.key, secure, ctx.deps.now());
    if (typeof flow === 'string')
      throw refuse(400, 'ssoNoFlow', 'this sign-on was not started in this browser, or took longer than ten minutes: sign in again', `flow:${flow}`);
    const callback = new URL(flow.redirectUri);
    callback.search = ctx.url.search;
    let identity: Awaited<ReturnType<IdentityProvider['finish']>>;
    try {
      identity = await idp.finish(flow, callback);
    } catch (error) {
      throw refuse(401, 'ssoRefused', 'the identity provider’s answer did not pass the checks: sign in again', refusalReason(error));
    }
    ctx.audit.detail['subject'] = identity.subject.slice(0, 255);
    ctx.audit.detail['groups'] = identity.groups.slice(0, MAX_AUDITED_GROUPS).map((g) => g.slice(0, 100));
    const name = ssoAccountName(identity.claims);
    if (!name) throw refuse(403, 'ssoNoName', 'the identity provider sent no username or email that can be an account name here');
    ctx.audit.actor = name;
    const { backend } = ctx.deps.store;
    const existing = await backend.account(name);
    if (existing && (existing.source !== 'oidc' || existing.subject !== identity.subject))
      throw refuse(409, 'ssoNameTaken', `the account ${name} here is not this identity’s: ask an administrator`);
    if (existing?.disabled) throw refuse(403, 'accountDisabled', 'this account is disabled: ask an administrator');
    const grants = grantsForGroups(idp.config.grants, identity.groups);
    if (grants.length === 0) {
      // a user the IdP moved out of every mapped group keeps nothing from before
      if (existing && existing.grants.length > 0) {
        await backend.updateAccount(name, { grants: [] });
        await backend.deleteSessionsOf(name);
        ctx.audit.detail['revoked'] = true;
      }
      throw refuse(403, 'noGrants', 'none of your groups at the identity provider gives a role here: ask an administrator to map one (OIDC_GRANTS)');
    }
    ctx.audit.detail['grants'] = grants;
    if (existing) await backend.updateAccount(name, { grants });
    else {
      const account: Account = {
        name,
        passwordHash: NO_PASSWORD,
        grants,
        createdAt: new Date(ctx.deps.now()).toISOString(),
        disabled: false,
        source: 'oidc',
        subject: identity.subject,
      };
      if (!(await backend.createAccount(account))) throw refuse(409, 'ssoNameTaken', `the account ${name} was just made by someone else: sign in again`);
      ctx.audit.detail['created'] = true;
    }
    const { token, session } = newSession(name, ctx.deps.sessions, ctx.deps.now());
    await backend.createSession(session);
    // two cookies: the session's, and the spent flow's cleared (a Reply's headers hold one value per name)
    ctx.res.setHeader('set-cookie', [sessionCookie(token, secure, ctx.deps.sessions.absoluteMs), clearedFlowCookie(secure)]);
    return { status: 303, body: { location: AFTER_LOGIN }, headers: { location: AFTER_LOGIN } };
  },
};
