/** What the second-factor endpoints answer (issue 50 part 3, docs/operators.md "Second factors"). */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export type SecondFactorMethod = 'totp' | 'recoveryCode' | 'passkey';

export interface SteppedUp {
  /** when the session last authenticated, ISO 8601: step-up endpoints are open until this plus the window */
  authenticatedAt: string;
  stepUpSeconds: number;
}

export interface SecondFactorStatus {
  /** an admin (or a publisher of a template whose publishes need approval) cannot log in without one */
  required: boolean;
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; createdAt: string }[];
  authenticatedAt: string;
  stepUpSeconds: number;
}

/** A secret not yet stored: it is enrolled only when a first code from it comes back with it. */
export interface TotpOffer {
  secret: string;
  uri: string;
}

/** The ten recovery codes, shown this once. */
export interface TotpEnrolled {
  recoveryCodes: string[];
}

/** WebAuthn's options as @simplewebauthn/browser's startRegistration and startAuthentication take them. */
export type PasskeyRegistrationOptions = PublicKeyCredentialCreationOptionsJSON;
export type PasskeyAuthenticationOptions = PublicKeyCredentialRequestOptionsJSON;

export interface PasskeyAdded {
  id: string;
}
