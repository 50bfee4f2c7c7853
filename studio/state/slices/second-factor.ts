/**
 * The operator's own second factors (docs/operators.md "Second factors"): what the account has, an
 * authenticator app enrolled with a first code (its recovery codes shown once), a passkey registered
 * through the browser, and the step-up a publish, a rollback or a change here may ask for first.
 */
import { startAuthentication, startRegistration, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { SecondFactorInput, StudioApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { SecondFactorMethod, SecondFactorStatus, TotpOffer } from '../../../schemas/operator-api/second-factor-answers.ts';
import { isRecord } from '../../../schemas/is-record.ts';
import { describe, type Kit } from './kit.ts';

/** How the operator proves it is them, besides the password: a code typed (authenticator app or recovery code), or a passkey. */
export interface Proof {
  code?: string;
  passkey?: boolean;
}

export interface SecondFactorSlice {
  secondFactors(): Promise<SecondFactorStatus>;
  totpOffer(): Promise<TotpOffer>;
  /** the ten recovery codes */
  totpEnrol(secret: string, code: string): Promise<string[]>;
  addPasskey(): Promise<void>;
  /** null once the session is fresh again; else why not */
  stepUp(password: string, proof: Proof): Promise<string | null>;
}

/** A six-digit code is the app's; anything else typed is a recovery code. */
export function factorOf(code: string): SecondFactorInput {
  const typed = code.trim();
  return /^\d{6}$/.test(typed) ? { totp: typed } : { recoveryCode: typed };
}

/** The second factors a refusal asks for (mfaRequired), if it is one. */
export function methodsAsked(error: unknown): SecondFactorMethod[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'mfaRequired') return undefined;
  const methods = error.extra['methods'];
  return Array.isArray(methods) ? methods.filter((m): m is SecondFactorMethod => m === 'totp' || m === 'recoveryCode' || m === 'passkey') : [];
}

function passkeyOptionsOf(error: unknown): PublicKeyCredentialRequestOptionsJSON | undefined {
  const options = error instanceof ApiError && error.code === 'mfaRequired' ? error.extra['passkeyOptions'] : undefined;
  // the server's own answer (src/server/operator/passkeys.ts): its shape is WebAuthn's
  return isRecord(options) && typeof options['challenge'] === 'string' ? (options as unknown as PublicKeyCredentialRequestOptionsJSON) : undefined;
}

/**
 * Sends with the proof: a typed code as is; a passkey by asking without one first, so the server's
 * mfaRequired hands over a challenge, then with the browser's answer to it.
 */
export async function withProof<T>(proof: Proof, send: (factor?: SecondFactorInput) => Promise<T>): Promise<T> {
  if (proof.code?.trim()) return send(factorOf(proof.code));
  if (!proof.passkey) return send();
  try {
    return await send();
  } catch (error) {
    const optionsJSON = passkeyOptionsOf(error);
    if (!optionsJSON) throw error;
    const response = await startAuthentication({ optionsJSON });
    return send({ passkey: response as SecondFactorInput['passkey'] });
  }
}

/** What a refused login or step-up says to the operator. */
export function proofProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return `Could not confirm: ${describe(error)}`;
  switch (error.code) {
    case 'invalidCredentials':
      return 'Wrong name or password.';
    case 'wrongPassword':
      return 'Wrong password.';
    case 'invalidSecondFactor':
      return `That code was not accepted: ${error.message}.`;
    case 'mfaRequired':
      return 'Enter the code from your authenticator app (or a recovery code), or use a passkey.';
    case 'mfaEnrolmentRequired':
      return `This account must have a second factor and has none: ${error.message}.`;
    case 'tooManyAttempts':
      return 'Too many failed attempts: wait a few minutes and try again.';
    default:
      return `Could not confirm: ${error.message}`;
  }
}

export function createSecondFactorSlice(kit: Kit): SecondFactorSlice {
  const api: StudioApi = kit.api;
  return {
    secondFactors: () => api.secondFactors(),
    totpOffer: () => api.totpOffer(),
    async totpEnrol(secret, code) {
      const { recoveryCodes } = await api.totpEnrol(secret, code.trim());
      kit.get().say('info', 'Your authenticator app is set up: the next login asks for a code from it.');
      return recoveryCodes;
    },
    async addPasskey() {
      const optionsJSON = await api.passkeyOptions();
      const response = await startRegistration({ optionsJSON });
      await api.passkeyAdd(response as Parameters<StudioApi['passkeyAdd']>[0]);
      kit.get().say('info', 'Your passkey is registered: a login can use it instead of a code.');
    },
    async stepUp(password, proof) {
      try {
        await withProof(proof, (factor) => api.stepUp(password, factor));
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.sessionLost) kit.failed(error, 'confirm it is you');
        return proofProblem(error);
      }
    },
  };
}
