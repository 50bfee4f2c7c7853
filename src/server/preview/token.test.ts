import { describe, expect, it } from 'vitest';
import { ensurePreviewSecret, signPreviewToken, verifyPreviewToken } from './token.ts';

const secret = 'a-test-secret-of-enough-length-0123456789';
const now = 1_800_000_000_000;
const claims = { draft: 'd0000001', account: 'ana', site: 'casino1.localhost', exp: now + 60_000 };

describe('preview token', () => {
  it('verifies what it signed, with its claims', () => {
    const token = signPreviewToken(claims, secret);
    expect(verifyPreviewToken(token, secret, now)).toEqual(claims);
  });

  it('refuses an expired token, also at the exact expiry', () => {
    const token = signPreviewToken(claims, secret);
    expect(verifyPreviewToken(token, secret, claims.exp)).toBeUndefined();
    expect(verifyPreviewToken(token, secret, claims.exp + 1)).toBeUndefined();
    expect(verifyPreviewToken(token, secret, claims.exp - 1)).toEqual(claims);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyPreviewToken(signPreviewToken(claims, 'another-secret'), secret, now)).toBeUndefined();
  });

  it('refuses a tampered payload or signature', () => {
    const token = signPreviewToken(claims, secret);
    const [payload = '', signature = ''] = token.split('.');
    const other = Buffer.from(JSON.stringify({ d: 'd0000002', a: 'ana', s: claims.site, e: claims.exp })).toString('base64url');
    expect(verifyPreviewToken(`${other}.${signature}`, secret, now)).toBeUndefined();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifyPreviewToken(`${payload}.${flipped}`, secret, now)).toBeUndefined();
    const later = Buffer.from(JSON.stringify({ d: claims.draft, a: 'ana', e: claims.exp + 3_600_000 })).toString('base64url');
    expect(verifyPreviewToken(`${later}.${signature}`, secret, claims.exp + 1)).toBeUndefined();
  });

  it('refuses garbage, an empty secret and an overlong token without throwing', () => {
    for (const bad of ['', '.', 'abc', 'a.b.c', `${'x'.repeat(700)}.${'y'.repeat(43)}`, '<script>.x'])
      expect(verifyPreviewToken(bad, secret, now)).toBeUndefined();
    expect(verifyPreviewToken(signPreviewToken(claims, secret), '', now)).toBeUndefined();
    // a well-formed payload that is not the claims' shape
    const payload = Buffer.from('[1,2]').toString('base64url').padEnd(12, 'A');
    expect(verifyPreviewToken(`${payload}.${'A'.repeat(43)}`, secret, now)).toBeUndefined();
  });

  it('the supervisor draws a secret when none is set, and keeps one that is', () => {
    const env: NodeJS.ProcessEnv = {};
    ensurePreviewSecret(env);
    expect(env['PREVIEW_SECRET']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const set: NodeJS.ProcessEnv = { PREVIEW_SECRET: 'mine' };
    ensurePreviewSecret(set);
    expect(set['PREVIEW_SECRET']).toBe('mine');
  });

  it('carries the instant a link is seen as at, signed: changing it breaks the signature', () => {
    const at = Date.parse('2026-12-24T10:00:00Z');
    const token = signPreviewToken({ ...claims, at }, secret);
    expect(verifyPreviewToken(token, secret, now)).toEqual({ ...claims, at });
    const [, signature = ''] = token.split('.');
    const moved = Buffer.from(JSON.stringify({ d: claims.draft, a: 'ana', s: claims.site, e: claims.exp, t: at + 86_400_000 })).toString('base64url');
    expect(verifyPreviewToken(`${moved}.${signature}`, secret, now)).toBeUndefined();
  });
});
