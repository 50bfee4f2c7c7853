/**
 * What a request carries as a second factor (issue 50 part 3, docs/operators.md "Second factors"):
 * a TOTP code, a recovery code, or a passkey's answer to the challenge the server gave
 * (WebAuthn's AuthenticationResponseJSON / RegistrationResponseJSON, as @simplewebauthn/browser sends them).
 */
const b64url = (maxLength: number) => ({ type: 'string', pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength }) as const;

export const totpCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;

const credential = <const R>(response: R) =>
  ({
    type: 'object',
    required: ['id', 'rawId', 'response', 'type', 'clientExtensionResults'],
    properties: {
      id: b64url(1_024),
      rawId: b64url(1_024),
      type: { const: 'public-key' },
      authenticatorAttachment: { enum: ['platform', 'cross-platform'] },
      clientExtensionResults: { type: 'object', maxProperties: 20 },
      response,
    },
  }) as const;

export const passkeyAssertion = credential({
  type: 'object',
  required: ['clientDataJSON', 'authenticatorData', 'signature'],
  properties: { clientDataJSON: b64url(2_048), authenticatorData: b64url(2_048), signature: b64url(1_024), userHandle: b64url(256) },
} as const);

export const passkeyRegistration = credential({
  type: 'object',
  required: ['clientDataJSON', 'attestationObject'],
  properties: {
    clientDataJSON: b64url(4_096),
    attestationObject: b64url(16_384),
    authenticatorData: b64url(16_384),
    transports: { type: 'array', maxItems: 10, items: { enum: ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] } },
    publicKeyAlgorithm: { type: 'integer' },
    publicKey: b64url(4_096),
  },
} as const);

/** At most one of them is checked: a TOTP code, a recovery code, or a passkey. */
export const secondFactor = {
  totp: totpCode,
  recoveryCode: { type: 'string', minLength: 1, maxLength: 32 },
  passkey: passkeyAssertion,
} as const;
