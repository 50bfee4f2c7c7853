import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, isTotpSecret, newRecoveryCodes, newTotp, secondFactorPolicyFrom, secondFactorRequired, totpStep } from './second-factor.ts';

const at = Date.parse('2026-03-01T12:00:10Z');

describe('second factors', () => {
  it('every admin must have one; a publisher only over a template whose publishes need approval', () => {
    const none = { approvalTemplates: new Set<string>() };
    expect(secondFactorRequired({ grants: [{ role: 'admin', scope: ['casino1'] }] }, none)).toBe(true);
    expect(secondFactorRequired({ grants: [{ role: 'publisher', scope: '*' }] }, none)).toBe(false);
    const approval = { approvalTemplates: new Set(['casino1']) };
    expect(secondFactorRequired({ grants: [{ role: 'publisher', scope: ['casino1', 'slot2'] }] }, approval)).toBe(true);
    expect(secondFactorRequired({ grants: [{ role: 'publisher', scope: '*' }] }, approval)).toBe(true);
    expect(secondFactorRequired({ grants: [{ role: 'publisher', scope: ['slot2'] }] }, approval)).toBe(false);
    expect(secondFactorRequired({ grants: [{ role: 'editor', scope: '*' }] }, approval)).toBe(false);
  });

  it('a TOTP secret comes with its otpauth URI; a code matches its time step within the drift, and not after a used step', async () => {
    const { secret, uri } = newTotp('ann');
    expect(isTotpSecret(secret)).toBe(true);
    expect(uri).toBe(`otpauth://totp/Gaming%20Site%20Builder:ann?secret=${secret}&issuer=Gaming%20Site%20Builder`);
    const step = Math.floor(at / 30_000);
    const code = await generate({ secret, epoch: at / 1000 });
    expect(await totpStep(secret, code, at, 1)).toBe(step);
    expect(await totpStep(secret, code, at + 30_000, 1)).toBe(step);
    expect(await totpStep(secret, code, at + 60_000, 1)).toBeUndefined();
    expect(await totpStep(secret, code, at + 60_000, 2)).toBe(step);
    expect(await totpStep(secret, code, at, 1, step)).toBeUndefined();
    expect(await totpStep(secret, '12345', at, 1)).toBeUndefined();
    expect(await totpStep('NOT A SECRET', code, at, 1)).toBeUndefined();
  });

  it('makes ten distinct recovery codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
    expect(hashRecoveryCode(codes[0]!)).not.toContain(codes[0]!);
  });

  it('reads the step-up window and the drift from the environment', () => {
    expect(secondFactorPolicyFrom({})).toEqual({ stepUpMs: 300_000, driftSteps: 1 });
    expect(secondFactorPolicyFrom({ OPERATOR_STEP_UP_SECONDS: '1', OPERATOR_TOTP_DRIFT_STEPS: '3' })).toEqual({ stepUpMs: 1_000, driftSteps: 3 });
    expect(() => secondFactorPolicyFrom({ OPERATOR_TOTP_DRIFT_STEPS: '11' })).toThrow(/OPERATOR_TOTP_DRIFT_STEPS/);
    expect(() => secondFactorPolicyFrom({ OPERATOR_STEP_UP_SECONDS: '0' })).toThrow(/OPERATOR_STEP_UP_SECONDS/);
  });
});
