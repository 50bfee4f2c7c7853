/**
 * The second factor of a login or a step-up (issue 50 part 3, docs/operators.md "Second factors"),
 * judged once the password is known to be right: a TOTP code (each time step good once), a
 * recovery code (each good once, audited), or a passkey's answer to a challenge this server gave.
 * Neither a secret nor a code is ever put in an error, a log line or the audit log.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Account } from '../../../engine/store/types.ts';
import {
  DEFAULT_SECOND_FACTOR_POLICY,
  hashRecoveryCode,
  secondFactorRequired,
  totpStep,
  type SecondFactorPolicy,
} from '../../../engine/accounts/second-factor.ts';
import type { SecondFactorMethod } from '../../../schemas/operator-api/second-factor-answers.ts';
import type { OperatorRequestOf } from '../../../schemas/operator-api/endpoints.ts';
import type { OperatorContext } from './context.ts';
import { templatesRequiringApproval } from '../../../engine/review/approval.ts';
import { badRequest, OperatorError } from './http.ts';
import { authenticatedPasskey, authenticationOptions } from './passkeys.ts';

export type GivenFactor = Pick<OperatorRequestOf<'login'>, 'totp' | 'recoveryCode' | 'passkey'>;

export type FactorOutcome =
  /** the account has no second factor and needs none */
  | { kind: 'none' }
  | { kind: 'passed'; method: SecondFactorMethod }
  /** none was sent (or none is enrolled where one must be): not a wrong guess */
  | { kind: 'missing'; error: OperatorError }
  /** a wrong, used or unverifiable one: it counts in the login limits */
  | { kind: 'failed'; error: OperatorError };

export const policyOf = (ctx: OperatorContext): SecondFactorPolicy => ctx.deps.secondFactors ?? DEFAULT_SECOND_FACTOR_POLICY;

/**
 * Every admin must have a second factor, and so must a publisher over a template whose publishes need
 * four-eyes approval in the live config (engine/review/approval.ts): such a template's publisher is
 * the second pair of eyes, which a stolen password alone must not be.
 */
export async function mustHaveSecondFactor(ctx: OperatorContext, account: Account): Promise<boolean> {
  const live = await ctx.deps.store.backend.live();
  return secondFactorRequired(account, { approvalTemplates: new Set(live ? templatesRequiringApproval(live.files) : []) });
}

const failed = (message: string): FactorOutcome => ({ kind: 'failed', error: new OperatorError(401, 'invalidSecondFactor', message) });

export async function judgeSecondFactor(ctx: OperatorContext, account: Account, given: GivenFactor): Promise<FactorOutcome> {
  const { backend } = ctx.deps.store;
  const factors = await backend.secondFactors(account.name);
  const methods: SecondFactorMethod[] = [
    ...(factors.totp ? (['totp'] as const) : []),
    ...(factors.recoveryHashes.length > 0 ? (['recoveryCode'] as const) : []),
    ...(factors.passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
  const sent = (['totp', 'recoveryCode', 'passkey'] as const).filter((k) => given[k] !== undefined);
  if (sent.length > 1) throw badRequest('send one second factor: totp, recoveryCode or passkey');
  if (methods.length === 0) {
    if (!(await mustHaveSecondFactor(ctx, account))) return { kind: 'none' };
    return {
      kind: 'missing',
      error: new OperatorError(
        401,
        'mfaEnrolmentRequired',
        `${account.name} must have a second factor and has none: an operator with access to the store enrols one with \`npx operator totp ${account.name}\``,
      ),
    };
  }
  const method = sent[0];
  ctx.audit.detail['secondFactor'] = method ?? 'none';
  if (method === undefined) {
    const passkeyOptions = factors.passkeys.length > 0 ? await authenticationOptions(ctx, account.name, factors.passkeys) : undefined;
    return {
      kind: 'missing',
      error: new OperatorError(401, 'mfaRequired', 'a second factor is needed: a code from the authenticator app, a recovery code, or a passkey', {
        methods,
        ...(passkeyOptions ? { passkeyOptions } : {}),
      }),
    };
  }
  const { now } = ctx.deps;
  if (method === 'totp') {
    if (!factors.totp || given.totp === undefined) return failed('this account has no authenticator app enrolled');
    const step = await totpStep(factors.totp.secret, given.totp, now(), policyOf(ctx).driftSteps);
    if (step === undefined) return failed('wrong code');
    // the store's compare-and-set, not the read above: two logins racing with one code cannot both pass
    if (!(await backend.useTotpStep(account.name, step))) {
      ctx.audit.detail['replayed'] = true;
      return failed('this code was already used: wait for the next one');
    }
    return { kind: 'passed', method };
  }
  if (method === 'recoveryCode') {
    if (given.recoveryCode === undefined || !(await backend.useRecoveryCode(account.name, hashRecoveryCode(given.recoveryCode))))
      return failed('wrong or already used recovery code');
    const left = (await backend.secondFactors(account.name)).recoveryHashes.length;
    await backend.audit({
      actor: account.name,
      action: 'mfa.recovery.used',
      revision: null,
      client: ctx.client.address,
      outcome: 'ok',
      detail: { account: account.name, left },
    });
    return { kind: 'passed', method };
  }
  if (given.passkey === undefined) return failed('no passkey answer');
  // the body's schema checked its shape; the library checks the rest (challenge, origin, signature)
  const used = await authenticatedPasskey(ctx, account.name, factors.passkeys, given.passkey as AuthenticationResponseJSON);
  if (!used) return failed('the passkey did not verify (wrong passkey, expired challenge, or another origin)');
  await backend.usePasskey(account.name, used.id, used.counter);
  return { kind: 'passed', method };
}
