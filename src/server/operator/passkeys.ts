/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as an operator's second factor (issue 50 part 3). The
 * relying party is the operator host the request came to (one of OPERATOR_HOSTS, checked before any
 * route runs) and the origin its scheme and host: a passkey made on ops.example.com works only there.
 * A challenge lives in this process for two minutes and answers once; the operator surface runs in
 * one process (the supervisor), so no other instance needs to know it.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '../../../engine/store/types.ts';
import { TOTP_ISSUER } from '../../../engine/accounts/second-factor.ts';
import type { OperatorContext } from './context.ts';
import { hostNameOf } from './allowed-hosts.ts';

const CHALLENGE_MS = 120_000;
const MAX_CHALLENGES = 10_000;

/** challenge → for whom, what for, until when */
const challenges = new Map<string, { account: string; purpose: 'register' | 'authenticate'; until: number }>();

function remember(challenge: string, account: string, purpose: 'register' | 'authenticate', now: number): void {
  for (const [key, c] of challenges) if (c.until <= now) challenges.delete(key);
  while (challenges.size >= MAX_CHALLENGES) challenges.delete(challenges.keys().next().value as string);
  challenges.set(challenge, { account, purpose, until: now + CHALLENGE_MS });
}

/** Whether the challenge was given to this account for this purpose and is still good; it is spent either way. */
function spend(challenge: string, account: string, purpose: 'register' | 'authenticate', now: number): boolean {
  const found = challenges.get(challenge);
  challenges.delete(challenge);
  return found !== undefined && found.account === account && found.purpose === purpose && found.until > now;
}

/** The relying party of this request: the operator host name it came to, and its origin. */
function party(ctx: OperatorContext): { rpID: string; origin: string } {
  return { rpID: hostNameOf(ctx.client.host), origin: `${ctx.client.tls ? 'https' : 'http'}://${ctx.client.host}` };
}

const transportsOf = (p: Passkey) => p.transports as AuthenticatorTransportFuture[];

export async function registrationOptions(ctx: OperatorContext, account: string, existing: readonly Passkey[]) {
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: party(ctx).rpID,
    userName: account,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  remember(options.challenge, account, 'register', ctx.deps.now());
  return options;
}

/** The passkey a registration response proves, or undefined when it does not verify. */
export async function registeredPasskey(ctx: OperatorContext, account: string, response: RegistrationResponseJSON): Promise<Passkey | undefined> {
  const { rpID, origin } = party(ctx);
  const now = ctx.deps.now();
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => spend(challenge, account, 'register', now),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: new Date(now).toISOString(),
  };
}

export async function authenticationOptions(
  ctx: OperatorContext,
  account: string,
  passkeys: readonly Passkey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: party(ctx).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    userVerification: 'preferred',
  });
  remember(options.challenge, account, 'authenticate', ctx.deps.now());
  return options;
}

/** The passkey that answered and its new counter, or undefined when the answer does not verify. */
export async function authenticatedPasskey(
  ctx: OperatorContext,
  account: string,
  passkeys: readonly Passkey[],
  response: AuthenticationResponseJSON,
): Promise<{ id: string; counter: number } | undefined> {
  const passkey = passkeys.find((p) => p.id === response.id);
  if (!passkey) return undefined;
  const { rpID, origin } = party(ctx);
  const now = ctx.deps.now();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => spend(challenge, account, 'authenticate', now),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  return verified?.verified ? { id: passkey.id, counter: verified.authenticationInfo.newCounter } : undefined;
}
