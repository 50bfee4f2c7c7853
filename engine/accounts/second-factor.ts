/**
 * Second factors for local operator accounts (issue 50 part 3): TOTP (RFC 6238, otplib), one-time
 * recovery codes, and who must have one. Passkeys are src/server/operator/passkeys.ts (they need
 * the request's origin). Nothing here logs: a secret or a code never leaves through this module
 * except to the caller that asked for it.
 */
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { roleRank } from '../../schemas/operator-api/roles.ts';
import type { Account } from '../store/types.ts';

export const TOTP_ISSUER = 'Gaming Site Builder';
const PERIOD = 30;

/**
 * Whether an account may not log in on its password alone: every admin, and a publisher (or above)
 * over a template whose publishes need approval (the set another feature keeps; the server passes
 * an empty set until then).
 */
export function secondFactorRequired(account: Pick<Account, 'grants'>, context: { approvalTemplates: ReadonlySet<string> }): boolean {
  return account.grants.some(
    (g) =>
      g.role === 'admin' ||
      (roleRank(g.role) >= roleRank('publisher') &&
        context.approvalTemplates.size > 0 &&
        (g.scope === '*' || g.scope.some((key) => context.approvalTemplates.has(key)))),
  );
}

/** A new TOTP secret (Base32, 20 bytes) and the `otpauth://` URI an authenticator app reads. */
export function newTotp(account: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: totpUri(account, secret) };
}

export const totpUri = (account: string, secret: string) => generateURI({ issuer: TOTP_ISSUER, label: account, secret });

/**
 * The time step a code matches, within `driftSteps` steps either side of `nowMs`, and only after
 * `afterStep` (a step already used is refused: a code is good once). Undefined: not a good code.
 */
export async function totpStep(secret: string, code: string, nowMs: number, driftSteps: number, afterStep?: number): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: driftSteps * PERIOD,
      ...(afterStep !== undefined ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // a malformed secret in the store is no good code, never a crash of the login
    return undefined;
  }
}

/** A secret as a client sends it back at enrolment: Base32 of at least 16 bytes. */
export const isTotpSecret = (secret: string) => /^[A-Z2-7]{26,128}$/.test(secret);

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES = 10;

/** Ten recovery codes, `xxxx-xxxx-xxxx` (about 59 bits each): shown once, stored only hashed. */
export function newRecoveryCodes(count = RECOVERY_CODES): string[] {
  return Array.from({ length: count }, () =>
    [0, 1, 2].map(() => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-'),
  );
}

/**
 * A recovery code's stored form. A fast hash is enough, as for session tokens (sessions.ts): each code
 * is random and long, and a guess costs a login attempt under the login limits.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

export interface SecondFactorPolicy {
  /** how long a login (or a step-up) lets the account publish, roll back or change accounts */
  stepUpMs: number;
  /** TOTP steps of 30 s accepted either side of now (clock drift) */
  driftSteps: number;
}

export const DEFAULT_SECOND_FACTOR_POLICY: SecondFactorPolicy = { stepUpMs: 300_000, driftSteps: 1 };

/** OPERATOR_STEP_UP_SECONDS (300), OPERATOR_TOTP_DRIFT_STEPS (1, at most 10). */
export function secondFactorPolicyFrom(env: NodeJS.ProcessEnv): SecondFactorPolicy {
  const number = (name: string, fallback: number, ok: (n: number) => boolean) => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const n = Number(value);
    if (!ok(n)) throw new Error(`${name} is out of range: ${JSON.stringify(value)}`);
    return n;
  };
  return {
    stepUpMs: number('OPERATOR_STEP_UP_SECONDS', 300, (n) => Number.isFinite(n) && n > 0) * 1000,
    driftSteps: number('OPERATOR_TOTP_DRIFT_STEPS', 1, (n) => Number.isInteger(n) && n >= 0 && n <= 10),
  };
}

/** When the session's account last proved who it is: its login, or its latest step-up. */
export const authenticatedAt = (session: { createdAt: string; authenticatedAt?: string }) => Date.parse(session.authenticatedAt ?? session.createdAt);
