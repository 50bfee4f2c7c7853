/**
 * The operator server's side of OpenID Connect (openid-client): the IdP's metadata, discovered at the
 * first sign-on and kept (a failed discovery is tried again at the next); the authorization request
 * with PKCE (S256), state and nonce; and the code exchange, in which openid-client checks the state,
 * the `iss` of the answer, and the ID token's signature, issuer, audience, expiry and nonce.
 */
import * as oidc from 'openid-client';
import { groupsOf } from '../../../../engine/accounts/sso.ts';
import type { SsoConfig } from './config.ts';
import { flowKey, type SsoFlow } from './flow-cookie.ts';

/** What the IdP vouched for. */
export interface SsoIdentity {
  subject: string;
  claims: Readonly<Record<string, unknown>>;
  groups: string[];
}

export interface IdentityProvider {
  config: SsoConfig;
  /** signs the flow cookie (flow-cookie.ts) */
  key: Buffer;
  /** the IdP's address for this sign-on, and what the flow cookie keeps until the way back */
  start(redirectUri: string): Promise<{ location: URL; flow: SsoFlow }>;
  /** the code of the way back exchanged and every check passed, or a throw (`refusalReason` says why) */
  finish(flow: SsoFlow, callback: URL): Promise<SsoIdentity>;
}

const DISCOVERY_TIMEOUT_S = 10;

export function createIdentityProvider(config: SsoConfig): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const metadata = () => {
    discovered ??= oidc
      .discovery(config.issuer, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
        timeout: DISCOVERY_TIMEOUT_S,
        ...(config.insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    config,
    key: flowKey(config.clientSecret),
    async start(redirectUri) {
      const configuration = await metadata();
      const flow: SsoFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), redirectUri };
      const location = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: config.scope,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { location, flow };
    },
    async finish(flow, callback) {
      const configuration = await metadata();
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the IdP answered without an ID token');
      let claims: Record<string, unknown> = idToken;
      // an IdP that keeps the scopes' claims out of the ID token (the OIDC default when an access token is
      // issued: oidc-provider, Keycloak's option) has them at UserInfo, for the same subject (openid-client checks)
      const lacking = idToken[config.groupsClaim] === undefined || (idToken['preferred_username'] === undefined && idToken['email'] === undefined);
      if (lacking && configuration.serverMetadata().userinfo_endpoint)
        claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
      return { subject: idToken.sub, claims, groups: groupsOf(claims[config.groupsClaim]) };
    },
  };
}

/**
 * Why a sign-on failed, fit for the audit log: the OAuth error the IdP answered, or openid-client's
 * error code and the check that failed (the message of the oauth4webapi error it wraps names the
 * check and the claim; the values compared stay in that error's own `cause`); never a token, a code
 * or a claim's value.
 */
export function refusalReason(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return `idp:${error.error}`.slice(0, 100);
  if (error instanceof oidc.ClientError && error.code)
    return `${error.code}: ${error.cause instanceof Error ? error.cause.message : error.message}`.slice(0, 200);
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code.slice(0, 100);
  return 'failed';
}
