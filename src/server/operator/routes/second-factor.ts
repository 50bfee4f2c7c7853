import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { callerOf, type Handlers, type OperatorContext } from '../context.ts';
import { badRequest, forbidden, OperatorError } from '../http.ts';
import { tooManyAttempts } from '../login-limits.ts';
import { verifyPassword } from '../../../../engine/accounts/passwords.ts';
import { authenticatedAt, hashRecoveryCode, isTotpSecret, newRecoveryCodes, newTotp, totpStep } from '../../../../engine/accounts/second-factor.ts';
import { judgeSecondFactor, mustHaveSecondFactor, policyOf } from '../second-factor-check.ts';
import { registeredPasskey, registrationOptions } from '../passkeys.ts';

/** A CI token stands for a pipeline, not the person whose factors these are. */
function person(ctx: OperatorContext) {
  const caller = callerOf(ctx);
  if (caller.via === 'bearer') throw forbidden('a CI token cannot change or prove second factors: log in');
  return caller;
}

/**
 * An operator's own second factors (issue 50 part 3, docs/operators.md "Second factors"): TOTP is
 * offered (a secret not stored), then enrolled with a first code from it, which also makes ten
 * recovery codes shown once; passkeys are registered against a challenge; a step-up renews the
 * session's authentication with the password and, when the account has one, a second factor.
 */
export const secondFactorHandlers: Handlers<
  'stepUp' | 'accountSecondFactors' | 'accountTotpNew' | 'accountTotpEnrol' | 'accountPasskeyOptions' | 'accountPasskeyAdd'
> = {
  async stepUp(ctx, { password, ...given }) {
    const { account, session } = person(ctx);
    const { limits, hashing, store, now } = ctx.deps;
    // counted like a login: a stolen session must not become a way to guess the password or a code
    const reserved = await limits.begin(account.name, ctx.client.address);
    if ('retryAfter' in reserved) throw tooManyAttempts(reserved.retryAfter);
    const { attempt } = reserved;
    let good: boolean;
    try {
      good = await hashing.run(() => verifyPassword(password, account.passwordHash));
    } catch (error) {
      await limits.abandoned(attempt);
      throw error;
    }
    if (!good) {
      await limits.failed(attempt);
      throw new OperatorError(403, 'wrongPassword', 'the password is wrong', { field: 'password' });
    }
    const factor = await judgeSecondFactor(ctx, account, given).catch(async (error: unknown) => {
      await limits.abandoned(attempt);
      throw error;
    });
    if (factor.kind === 'missing' || factor.kind === 'failed') {
      await (factor.kind === 'failed' ? limits.failed(attempt) : limits.abandoned(attempt));
      throw factor.error;
    }
    await limits.succeeded(attempt);
    const at = new Date(now()).toISOString();
    await store.backend.stepUpSession(session.idHash, at);
    return { body: { authenticatedAt: at, stepUpSeconds: Math.round(policyOf(ctx).stepUpMs / 1000) } };
  },

  async accountSecondFactors(ctx) {
    const { account, session } = callerOf(ctx);
    const factors = await ctx.deps.store.backend.secondFactors(account.name);
    return {
      body: {
        required: await mustHaveSecondFactor(ctx, account),
        totp: factors.totp !== undefined,
        recoveryCodesLeft: factors.recoveryHashes.length,
        passkeys: factors.passkeys.map(({ id, createdAt }) => ({ id, createdAt })),
        authenticatedAt: new Date(authenticatedAt(session)).toISOString(),
        stepUpSeconds: Math.round(policyOf(ctx).stepUpMs / 1000),
      },
    };
  },

  async accountTotpNew(ctx) {
    const { account } = person(ctx);
    return { body: newTotp(account.name) };
  },

  async accountTotpEnrol(ctx, { secret, code }) {
    const { account } = person(ctx);
    if (!isTotpSecret(secret)) throw badRequest('not a secret this server offered', { field: 'secret' });
    const step = await totpStep(secret, code, ctx.deps.now(), policyOf(ctx).driftSteps);
    if (step === undefined)
      throw new OperatorError(400, 'invalidSecondFactor', 'that code does not match: check the time on the device, and type the newest code', {
        field: 'code',
      });
    const recoveryCodes = newRecoveryCodes();
    const { backend } = ctx.deps.store;
    await backend.enrolTotp(account.name, { secret, enrolledAt: new Date(ctx.deps.now()).toISOString() }, recoveryCodes.map(hashRecoveryCode));
    // the confirming code is spent: it cannot also log in
    await backend.useTotpStep(account.name, step);
    ctx.audit.detail['account'] = account.name;
    ctx.audit.detail['recoveryCodes'] = recoveryCodes.length;
    return { body: { recoveryCodes } };
  },

  async accountPasskeyOptions(ctx) {
    const { account } = person(ctx);
    const { passkeys } = await ctx.deps.store.backend.secondFactors(account.name);
    return { body: await registrationOptions(ctx, account.name, passkeys) };
  },

  async accountPasskeyAdd(ctx, { response }) {
    const { account } = person(ctx);
    // the body's schema checked its shape; the library checks the rest (challenge, origin, attestation)
    const passkey = await registeredPasskey(ctx, account.name, response as RegistrationResponseJSON);
    if (!passkey) throw new OperatorError(400, 'invalidPasskey', 'the passkey did not verify (expired challenge, or another origin): try again');
    if (!(await ctx.deps.store.backend.addPasskey(account.name, passkey))) throw new OperatorError(409, 'passkeyExists', 'this passkey is already registered');
    ctx.audit.detail['account'] = account.name;
    ctx.audit.detail['passkey'] = passkey.id.slice(0, 64);
    return { status: 201, body: { id: passkey.id } };
  },
};
